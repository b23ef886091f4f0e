import { adminOrderCheckPrescriptionCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/http';
import { checkOrderPrescription } from '@/lib/server/orders';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(adminOrderCheckPrescriptionCall, (input, operator) =>
  checkOrderPrescription(input, actorOf(operator)),
);
