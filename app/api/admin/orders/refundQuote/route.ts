import { adminOrderRefundQuoteCall } from '@/lib/contract/calls/admin/order-refund-lines';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { quoteOrderRefund } from '@/lib/server/domain/orders';

export const POST = operatorRouteHandler(adminOrderRefundQuoteCall, (input) => quoteOrderRefund(input));
