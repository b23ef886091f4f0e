import { walletHistoryCall } from '@/lib/contract/calls/wallet';
import { routeHandler } from '@/lib/server/platform/http';
import { myWalletHistory } from '@/lib/server/domain/wallet';

export const POST = routeHandler(walletHistoryCall, (input, context) => myWalletHistory(input, context));
