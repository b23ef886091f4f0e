import type { Metadata } from 'next';
import { AccountEmptyState } from '@/components/account/account-empty-state';
import { AccountPageHead } from '@/components/account/account-page-head';
import styles from '@/components/account/account-page.module.css';
import { requireAccountPage } from '@/lib/server/accounts/page-session';
import { accountHref } from '@/lib/shop/account-menu';
import { RETURN_DAYS } from '@/lib/shop/constants';

export const metadata: Metadata = { title: 'Returns and exchanges', robots: { index: false, follow: false } };

/** spec §2 centerMain/order/after-sales: return and exchange requests (completed with checkout). */
export default async function AfterSalesPage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead
        title="Returns and exchanges"
        lead={`Every order can be returned or exchanged within ${RETURN_DAYS} days.`}
      />
      <AccountEmptyState
        title="No return or exchange requests"
        text="To return or exchange a pair, choose the order in My orders and tell us what went wrong."
        action={{ href: accountHref('order/order'), label: 'Choose an order' }}
        testId="after-sales-empty"
      />
    </div>
  );
}
