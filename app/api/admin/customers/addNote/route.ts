import { customerAddNoteCall } from '@/lib/contract/calls/admin/customer-notes';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { addCustomerNote } from '@/lib/server/domain/accounts';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(customerAddNoteCall, (input, operator) =>
  addCustomerNote(input, actorOf(operator)),
);
