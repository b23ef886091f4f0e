import type { CustomerFigures } from '@/lib/server/domain/accounts';
import { customerOrderTotals } from '@/lib/server/domain/orders';
import { walletBalances } from '@/lib/server/domain/wallet';

/** Each customer's paid orders, spending and store credit, as orders and the wallet keep them. */
export const customerFigures: CustomerFigures = (db) => ({
  totals: customerOrderTotals(db),
  balances: walletBalances(db),
});
