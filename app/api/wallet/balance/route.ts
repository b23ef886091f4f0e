import { walletBalanceCall } from '@/lib/contract/calls/wallet';
import { shopperRouteHandler } from '@/lib/server/flows/checked-routes';
import { myWalletBalance } from '@/lib/server/domain/wallet';

export const POST = shopperRouteHandler(walletBalanceCall, (_input, context) => myWalletBalance(context));
