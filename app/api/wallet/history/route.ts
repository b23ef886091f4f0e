import { walletHistoryCall } from '@/lib/contract/calls/wallet';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { myWalletHistory } from '@/lib/server/domain/wallet';

export const POST = shopperRouteHandler(walletHistoryCall, (input, context) =>
  myWalletHistory(input, context),
);
