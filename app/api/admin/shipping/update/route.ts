import { shippingUpdateCall } from '@/lib/contract/calls/admin/shipping';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { updateShipping } from '@/lib/server/domain/shipping';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(shippingUpdateCall, (input, operator) =>
  updateShipping(input, actorOf(operator)),
);
