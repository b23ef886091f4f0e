import { phoneCodeCall } from '@/lib/contract/calls/reference';
import { listPhoneCodes } from '@/lib/server/domain/reference';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const GET = publicRouteHandler(phoneCodeCall, () => listPhoneCodes());
