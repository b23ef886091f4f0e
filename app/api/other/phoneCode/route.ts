import { phoneCodeCall } from '@/lib/contract/calls/reference';
import { listPhoneCodes } from '@/lib/server/domain/reference';
import { routeHandler } from '@/lib/server/platform/http';

export const GET = routeHandler(phoneCodeCall, () => listPhoneCodes());
