import { operatorMeCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { operatorProfile } from '@/lib/server/domain/staff';

export const GET = operatorRouteHandler(operatorMeCall, (_input, operator) => operatorProfile(operator));
