import { customerAddTagCall } from '@/lib/contract/calls/admin/customer-notes';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { addCustomerTag } from '@/lib/server/domain/accounts';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(customerAddTagCall, (input, operator) =>
  addCustomerTag(input, actorOf(operator)),
);
