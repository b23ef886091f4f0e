import { statisticsCall } from '@/lib/contract/calls/statistics';
import { routeHandler } from '@/lib/server/platform/http';
import { storeEvents } from '@/lib/server/domain/statistics';

export const POST = routeHandler(statisticsCall, ({ events }, context) => storeEvents(events, context));
