import { customerBlockCall } from '@/lib/contract/calls/admin/customers';
import { blockCustomer } from '@/lib/server/flows/customer-view';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

export const POST = operatorRouteHandler(customerBlockCall, (input, operator) =>
  blockCustomer(input, actorOf(operator)),
);
