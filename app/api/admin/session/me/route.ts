import { operatorMeCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/http';
import { operatorProfile } from '@/lib/server/staff';

export const GET = operatorRouteHandler(operatorMeCall, (_input, operator) => operatorProfile(operator));
