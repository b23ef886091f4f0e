import { statisticsCall } from '@/lib/contract/calls/statistics';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { storeEvents } from '@/lib/server/domain/statistics';

export const POST = publicRouteHandler(statisticsCall, ({ events }, context) => storeEvents(events, context));
