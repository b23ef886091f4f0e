import { customerListCall } from '@/lib/contract/calls/admin/customers';
import { listCustomers } from '@/lib/server/customer-view';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(customerListCall, (input) => listCustomers(input));
