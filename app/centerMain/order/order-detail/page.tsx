import type { Metadata } from 'next';
import { AccountEmptyState } from '@/components/account/ui/account-empty-state';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import styles from '@/components/account/ui/account-page.module.css';
import { OrderDetail } from '@/components/account/orders/order-detail';
import { OrderNotFound } from '@/components/account/orders/order-not-found';
import { readOrderQuery } from '@/components/account/orders/order-query';
import { requireAccountPage } from '@/lib/server/domain/accounts';
import { accountHref } from '@/lib/shop/account-menu';

export const metadata: Metadata = { title: 'Order details', robots: { index: false, follow: false } };

type SearchParams = Promise<{ order?: string | string[] }>;

/**
 * centerMain/order/order-detail?order=N (docs/product.md#account-area): one order, loaded in the
 * browser (/api/order/info).
 */
export default async function OrderDetailPage({ searchParams }: { searchParams: SearchParams }) {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  const query = readOrderQuery((await searchParams).order);
  return (
    <div className={styles.page}>
      <AccountPageHead title="Order details" lead="Items, lenses, payment and delivery of one order." />
      {query.kind === 'order' ? (
        <OrderDetail orderNumber={query.orderNumber} />
      ) : query.kind === 'invalid' ? (
        <OrderNotFound />
      ) : (
        <AccountEmptyState
          title="Choose an order"
          text="Open an order from My orders to see its details here."
          action={{ href: accountHref('order/order'), label: 'Go to My orders' }}
          testId="order-detail-empty"
        />
      )}
    </div>
  );
}
