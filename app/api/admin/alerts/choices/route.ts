import { alertChoicesCall } from '@/lib/contract/calls/admin/alerts';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { alertChoices } from '@/lib/server/domain/alerts';

export const GET = operatorRouteHandler(alertChoicesCall, (_input, operator) => alertChoices(operator));
