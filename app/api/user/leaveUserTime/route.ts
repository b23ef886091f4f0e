import { leaveUserTimeCall } from '@/lib/contract/calls/user';
import { leaveVisit } from '@/lib/server/accounts';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(leaveUserTimeCall, leaveVisit);
