import { customerUnblockCall } from '@/lib/contract/calls/admin/customers';
import { unblockCustomer } from '@/lib/server/flows/customer-view';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(customerUnblockCall, (input, operator) =>
  unblockCustomer(input, actorOf(operator)),
);
