import { customerBlockCall } from '@/lib/contract/calls/admin/customers';
import { blockCustomer } from '@/lib/server/customer-view';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';

export const POST = operatorRouteHandler(customerBlockCall, (input, operator) =>
  blockCustomer(input, actorOf(operator)),
);
