import { afterSalesApproveCall } from '@/lib/contract/calls/admin/after-sales';
import { operatorRouteHandler } from '@/lib/server/http';
import { approveAfterSales } from '@/lib/server/orders';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(afterSalesApproveCall, (input, operator) =>
  approveAfterSales(input, actorOf(operator)),
);
