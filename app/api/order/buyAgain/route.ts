import { orderBuyAgainCall } from '@/lib/contract/calls/buy-again';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { buyOrderAgain } from '@/lib/server/flows/buy-again';

export const POST = shopperRouteHandler(orderBuyAgainCall, (input, context) => buyOrderAgain(input, context));
