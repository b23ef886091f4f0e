import { customerAdjustWalletCall } from '@/lib/contract/calls/admin/customers';
import { operatorRouteHandler } from '@/lib/server/http';
import { actorOf } from '@/lib/server/staff';
import { adjustWallet } from '@/lib/server/wallet';

export const POST = operatorRouteHandler(customerAdjustWalletCall, (input, operator) =>
  adjustWallet(input, actorOf(operator)),
);
