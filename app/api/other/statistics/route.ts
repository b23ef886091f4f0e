import { statisticsCall } from '@/lib/contract/calls/statistics';
import { routeHandler } from '@/lib/server/http/route-handler';
import { storeEvents } from '@/lib/server/statistics/store-events';

export const POST = routeHandler(statisticsCall, ({ events }, context) => storeEvents(events, context));
