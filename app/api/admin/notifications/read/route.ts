import { notificationReadCall } from '@/lib/contract/calls/admin/alerts';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { markNotificationRead } from '@/lib/server/domain/alerts';

export const POST = operatorRouteHandler(notificationReadCall, (input, operator) =>
  markNotificationRead(operator, input),
);
