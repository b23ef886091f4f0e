import type { CustomerFigures } from '@/lib/server/accounts';
import { customerOrderTotals } from '@/lib/server/orders';
import { walletBalances } from '@/lib/server/wallet';

/** Each customer's paid orders, spending and store credit, as orders and the wallet keep them. */
export const customerFigures: CustomerFigures = (db) => ({
  totals: customerOrderTotals(db),
  balances: walletBalances(db),
});
