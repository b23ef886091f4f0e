import { adminOrderInfoCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/platform/http';
import { operatorOrderInfo } from '@/lib/server/domain/orders';

export const POST = operatorRouteHandler(adminOrderInfoCall, (input) => operatorOrderInfo(input));
