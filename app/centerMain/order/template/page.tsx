import type { Metadata } from 'next';
import { AccountEmptyState } from '@/components/account/account-empty-state';
import { AccountPageHead } from '@/components/account/account-page-head';
import styles from '@/components/account/account-page.module.css';
import { requireAccountPage } from '@/lib/server/accounts/page-session';
import { accountHref } from '@/lib/shop/account-menu';

export const metadata: Metadata = { title: 'Order template', robots: { index: false, follow: false } };

/** spec §2 centerMain/order/template: an earlier order to order again from (completed with checkout). */
export default async function OrderTemplatePage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead title="Order template" lead="Order the same frames and lenses again." />
      <AccountEmptyState
        title="Choose an order"
        text="Pick an earlier order in My orders to use it as the template for a new one."
        action={{ href: accountHref('order/order'), label: 'Go to My orders' }}
        testId="order-template-empty"
      />
    </div>
  );
}
