import { adminOrderCheckPrescriptionCall } from '@/lib/contract/calls/admin/orders';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { checkOrderPrescription } from '@/lib/server/domain/orders';
import { actorOf, opticianOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderCheckPrescriptionCall, (input, operator) =>
  checkOrderPrescription(input, actorOf(operator), opticianOf(operator)),
);
