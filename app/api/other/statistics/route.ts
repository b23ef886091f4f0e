import { statisticsCall } from '@/lib/contract/calls/statistics';
import { routeHandler } from '@/lib/server/http';
import { storeEvents } from '@/lib/server/statistics';

export const POST = routeHandler(statisticsCall, ({ events }, context) => storeEvents(events, context));
