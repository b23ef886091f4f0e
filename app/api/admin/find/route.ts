import { consoleFindCall } from '@/lib/contract/calls/admin/find';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { consoleFind } from '@/lib/server/flows/console-search';

export const POST = operatorRouteHandler(consoleFindCall, (input, operator) => consoleFind(input, operator));
