import { customerListCall } from '@/lib/contract/calls/admin/customers';
import { listCustomers } from '@/lib/server/flows/customer-view';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(customerListCall, (input) => listCustomers(input));
