import { leaveUserTimeCall } from '@/lib/contract/calls/user';
import { leaveVisit } from '@/lib/server/domain/accounts';
import { routeHandler } from '@/lib/server/platform/http';

export const POST = routeHandler(leaveUserTimeCall, leaveVisit);
