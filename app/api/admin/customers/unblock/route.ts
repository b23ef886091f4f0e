import { customerUnblockCall } from '@/lib/contract/calls/admin/customers';
import { unblockCustomer } from '@/lib/server/customer-view';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(customerUnblockCall, (input, operator) =>
  unblockCustomer(input, actorOf(operator)),
);
