import { adminOrderListCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { listOperatorOrders } from '@/lib/server/domain/orders';

export const POST = operatorRouteHandler(adminOrderListCall, (input) => listOperatorOrders(input));
