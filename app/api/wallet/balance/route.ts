import { walletBalanceCall } from '@/lib/contract/calls/wallet';
import { routeHandler } from '@/lib/server/http';
import { myWalletBalance } from '@/lib/server/wallet';

export const POST = routeHandler(walletBalanceCall, (_input, context) => myWalletBalance(context));
