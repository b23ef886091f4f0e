import { afterSalesInfoCall } from '@/lib/contract/calls/admin/after-sales';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { afterSalesInfo } from '@/lib/server/domain/orders';

export const POST = operatorRouteHandler(afterSalesInfoCall, ({ id }) => afterSalesInfo(id));
