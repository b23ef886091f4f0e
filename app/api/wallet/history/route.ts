import { walletHistoryCall } from '@/lib/contract/calls/wallet';
import { routeHandler } from '@/lib/server/http';
import { myWalletHistory } from '@/lib/server/wallet';

export const POST = routeHandler(walletHistoryCall, (input, context) => myWalletHistory(input, context));
