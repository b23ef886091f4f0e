import { orderSendPrescriptionCall } from '@/lib/contract/calls/order';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { sendOrderPrescription } from '@/lib/server/domain/orders';

export const POST = shopperRouteHandler(orderSendPrescriptionCall, (input, context) =>
  sendOrderPrescription(input, context),
);
