import { adminOrderEditAddressCall } from '@/lib/contract/calls/admin/order-edits';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { editOrderAddress } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderEditAddressCall, (input, operator) =>
  editOrderAddress(input, actorOf(operator)),
);
