import { notificationsCall } from '@/lib/contract/calls/admin/alerts';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { notificationsFor } from '@/lib/server/domain/alerts';

export const GET = operatorRouteHandler(notificationsCall, (_input, operator) => notificationsFor(operator));
