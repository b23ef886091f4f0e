import { adminOrderInfoCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { operatorOrderInfo } from '@/lib/server/domain/orders';

export const POST = operatorRouteHandler(adminOrderInfoCall, (input) => operatorOrderInfo(input));
