import { phoneCodeCall } from '@/lib/contract/calls/reference';
import { listPhoneCodes } from '@/lib/server/reference';
import { routeHandler } from '@/lib/server/http';

export const GET = routeHandler(phoneCodeCall, () => listPhoneCodes());
