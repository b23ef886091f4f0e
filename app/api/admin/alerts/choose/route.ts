import { alertChooseCall } from '@/lib/contract/calls/admin/alerts';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { chooseAlerts } from '@/lib/server/domain/alerts';

export const POST = operatorRouteHandler(alertChooseCall, (input, operator) => chooseAlerts(operator, input));
