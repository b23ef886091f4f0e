import type { Metadata } from 'next';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import styles from '@/components/account/ui/account-page.module.css';
import { AfterSalesRequest } from '@/components/account/after-sales/after-sales-request';
import { AfterSalesRequests } from '@/components/account/after-sales/after-sales-requests';
import { OrderNotFound } from '@/components/account/orders/order-not-found';
import { readOrderQuery } from '@/components/account/orders/order-query';
import { requireAccountPage } from '@/lib/server/domain/accounts';
import { RETURN_DAYS } from '@/lib/shop/constants';

export const metadata: Metadata = { title: 'Returns and exchanges', robots: { index: false, follow: false } };

type SearchParams = Promise<{ order?: string | string[] }>;

/**
 * centerMain/order/after-sales (docs/product.md#after-sales): the shopper's return, exchange and
 * repair requests; with ?order=N the request form of that order (30-day return and exchange,
 * docs/product.md#the-shop).
 */
export default async function AfterSalesPage({ searchParams }: { searchParams: SearchParams }) {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  const query = readOrderQuery((await searchParams).order);
  if (query.kind === 'none') {
    return (
      <div className={styles.page}>
        <AccountPageHead
          title="Returns and exchanges"
          lead={`Every order can be returned or exchanged within ${RETURN_DAYS} days.`}
        />
        <AfterSalesRequests />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <AccountPageHead
        title="Return or exchange"
        lead={
          query.kind === 'order'
            ? `Order ${query.orderNumber}: tell us what went wrong. Requests are open for ${RETURN_DAYS} days after delivery.`
            : `Requests are open for ${RETURN_DAYS} days after delivery.`
        }
      />
      {query.kind === 'order' ? <AfterSalesRequest orderNumber={query.orderNumber} /> : <OrderNotFound />}
    </div>
  );
}
