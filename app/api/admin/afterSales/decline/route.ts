import { afterSalesDeclineCall } from '@/lib/contract/calls/admin/after-sales';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { declineAfterSales } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(afterSalesDeclineCall, (input, operator) =>
  declineAfterSales(input, actorOf(operator)),
);
