import { customerAdjustWalletCall } from '@/lib/contract/calls/admin/customers';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';
import { adjustWallet } from '@/lib/server/domain/wallet';

export const POST = operatorRouteHandler(customerAdjustWalletCall, (input, operator) =>
  adjustWallet(input, actorOf(operator)),
);
