import { walletBalanceCall } from '@/lib/contract/calls/wallet';
import { routeHandler } from '@/lib/server/platform/http';
import { myWalletBalance } from '@/lib/server/domain/wallet';

export const POST = routeHandler(walletBalanceCall, (_input, context) => myWalletBalance(context));
