import { customerPrescriptionCall } from '@/lib/contract/calls/admin/customer-notes';
import { openCustomerPrescription } from '@/lib/server/flows/customer-view';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(customerPrescriptionCall, (input, operator) =>
  openCustomerPrescription(input, actorOf(operator)),
);
