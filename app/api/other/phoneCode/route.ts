import { phoneCodeCall } from '@/lib/contract/calls/reference';
import { listPhoneCodes } from '@/lib/server/reference/countries';
import { routeHandler } from '@/lib/server/http/route-handler';

export const GET = routeHandler(phoneCodeCall, () => listPhoneCodes());
