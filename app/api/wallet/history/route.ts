import { walletHistoryCall } from '@/lib/contract/calls/wallet';
import { routeHandler } from '@/lib/server/http/route-handler';
import { myWalletHistory } from '@/lib/server/wallet/my-wallet';

export const POST = routeHandler(walletHistoryCall, (input, context) => myWalletHistory(input, context));
