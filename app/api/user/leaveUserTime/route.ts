import { leaveUserTimeCall } from '@/lib/contract/calls/user';
import { leaveVisit } from '@/lib/server/accounts/visits';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(leaveUserTimeCall, leaveVisit);
