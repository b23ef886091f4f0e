import { adminOrderAddNoteCall } from '@/lib/contract/calls/admin/order-edits';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { addOrderNote } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(adminOrderAddNoteCall, (input, operator) =>
  addOrderNote(input, actorOf(operator)),
);
