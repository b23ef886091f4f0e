import { leaveUserTimeCall } from '@/lib/contract/calls/user';
import { leaveVisit } from '@/lib/server/domain/accounts';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(leaveUserTimeCall, leaveVisit);
