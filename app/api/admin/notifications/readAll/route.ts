import { notificationsReadAllCall } from '@/lib/contract/calls/admin/alerts';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { markAllNotificationsRead } from '@/lib/server/domain/alerts';

export const POST = operatorRouteHandler(notificationsReadAllCall, (_input, operator) =>
  markAllNotificationsRead(operator),
);
