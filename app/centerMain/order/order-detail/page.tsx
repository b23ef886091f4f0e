import type { Metadata } from 'next';
import { AccountEmptyState } from '@/components/account/account-empty-state';
import { AccountPageHead } from '@/components/account/account-page-head';
import styles from '@/components/account/account-page.module.css';
import { requireAccountPage } from '@/lib/server/accounts/page-session';
import { accountHref } from '@/lib/shop/account-menu';

export const metadata: Metadata = { title: 'Order details', robots: { index: false, follow: false } };

/** spec §2 centerMain/order/order-detail: one order, opened from My orders (completed with checkout). */
export default async function OrderDetailPage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead title="Order details" lead="Items, lenses, payment and delivery of one order." />
      <AccountEmptyState
        title="Choose an order"
        text="Open an order from My orders to see its details here."
        action={{ href: accountHref('order/order'), label: 'Go to My orders' }}
        testId="order-detail-empty"
      />
    </div>
  );
}
