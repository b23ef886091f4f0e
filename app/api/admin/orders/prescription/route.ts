import { adminOrderPrescriptionCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { openOrderPrescription } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderPrescriptionCall, (input, operator) =>
  openOrderPrescription(input, actorOf(operator)),
);
