import { adminOrderInfoCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { operatorOrderInfo } from '@/lib/server/orders';

export const POST = operatorRouteHandler(adminOrderInfoCall, (input) => operatorOrderInfo(input));
