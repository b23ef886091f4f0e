import { adminOrderListCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { listOperatorOrders } from '@/lib/server/orders';

export const POST = operatorRouteHandler(adminOrderListCall, (input) => listOperatorOrders(input));
