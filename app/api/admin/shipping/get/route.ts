import { shippingGetCall } from '@/lib/contract/calls/admin/shipping';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { getShipping } from '@/lib/server/domain/shipping';

export const POST = operatorRouteHandler(shippingGetCall, () => getShipping());
