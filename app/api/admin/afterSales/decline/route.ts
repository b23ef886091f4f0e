import { afterSalesDeclineCall } from '@/lib/contract/calls/admin/after-sales';
import { operatorRouteHandler } from '@/lib/server/http';
import { declineAfterSales } from '@/lib/server/orders';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(afterSalesDeclineCall, (input, operator) =>
  declineAfterSales(input, actorOf(operator)),
);
