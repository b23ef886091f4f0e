import { afterSalesApproveCall } from '@/lib/contract/calls/admin/after-sales';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { approveAfterSales } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(afterSalesApproveCall, (input, operator) =>
  approveAfterSales(input, actorOf(operator)),
);
