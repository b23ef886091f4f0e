import { afterSalesInfoCall } from '@/lib/contract/calls/admin/after-sales';
import { operatorRouteHandler } from '@/lib/server/http';
import { afterSalesInfo } from '@/lib/server/orders';

export const POST = operatorRouteHandler(afterSalesInfoCall, ({ id }) => afterSalesInfo(id));
