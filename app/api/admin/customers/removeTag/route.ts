import { customerRemoveTagCall } from '@/lib/contract/calls/admin/customer-notes';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { removeCustomerTag } from '@/lib/server/domain/accounts';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(customerRemoveTagCall, (input, operator) =>
  removeCustomerTag(input, actorOf(operator)),
);
