import { customerInfoCall } from '@/lib/contract/calls/admin/customers';
import { customerInfo } from '@/lib/server/customer-view';
import { operatorRouteHandler } from '@/lib/server/http';

export const POST = operatorRouteHandler(customerInfoCall, (input) => customerInfo(input));
