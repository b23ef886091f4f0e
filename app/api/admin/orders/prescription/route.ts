import { adminOrderPrescriptionCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { openOrderPrescription } from '@/lib/server/orders';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminOrderPrescriptionCall, (input, operator) =>
  openOrderPrescription(input, actorOf(operator)),
);
