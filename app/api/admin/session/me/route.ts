import { operatorMeCall } from '@/lib/contract/calls/admin/session';
import { operatorRouteHandler } from '@/lib/server/platform/http';
import { operatorProfile } from '@/lib/server/domain/staff';

export const GET = operatorRouteHandler(operatorMeCall, (_input, operator) => operatorProfile(operator));
