import { walletBalanceCall } from '@/lib/contract/calls/wallet';
import { routeHandler } from '@/lib/server/http/route-handler';
import { myWalletBalance } from '@/lib/server/wallet/my-wallet';

export const POST = routeHandler(walletBalanceCall, (_input, context) => myWalletBalance(context));
