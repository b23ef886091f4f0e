import { customerInfoCall } from '@/lib/contract/calls/admin/customers';
import { customerInfo } from '@/lib/server/flows/customer-view';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';

export const POST = operatorRouteHandler(customerInfoCall, (input) => customerInfo(input));
