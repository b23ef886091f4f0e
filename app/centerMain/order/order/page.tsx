import type { Metadata } from 'next';
import { AccountOrders } from '@/components/account/orders/account-orders';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import styles from '@/components/account/ui/account-page.module.css';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'My orders', robots: { index: false, follow: false } };

/**
 * centerMain/order/order (docs/product.md#account-area): the shopper's orders by status
 * (docs/product.md#order-states), from /api/order/list.
 */
export default async function OrdersPage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead title="My orders" lead="Follow your orders from payment to delivery." />
      <AccountOrders />
    </div>
  );
}
