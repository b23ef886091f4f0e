'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { AccountEmptyState } from '../ui/account-empty-state';
import { AccountPager } from '../ui/account-pager';
import { AfterSalesCard } from './after-sales-card';
import { orderLinks } from '../orders/order-format';
import { loadAfterSales } from '../orders/order-requests';
import pageStyles from '../ui/account-page.module.css';
import styles from './after-sales-pages.module.css';

/** order/after-sales: the shopper's return, exchange and repair requests (/api/order/afterSalesList). */
export function AfterSalesRequests() {
  const [page, setPage] = useState(1);
  const { data, error } = useSWR(['account-after-sales', page] as const, loadAfterSales, {
    keepPreviousData: true,
  });

  if (error && !data) {
    return (
      <p className={pageStyles.status} role="alert">
        Your requests could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!data) {
    return (
      <p className={pageStyles.status} role="status">
        Loading your requests…
      </p>
    );
  }
  if (data.total === 0) {
    return (
      <AccountEmptyState
        title="No return or exchange requests"
        text="To return or exchange a pair, choose the order in My orders and tell us what went wrong."
        action={{ href: orderLinks.list, label: 'Choose an order' }}
        testId="after-sales-empty"
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Your requests">
        {data.list.map((request) => (
          <li key={request.id}>
            <AfterSalesCard request={request} />
          </li>
        ))}
      </ul>
      <AccountPager label="Request pages" page={data.page} pageCount={data.pageCount} onPage={setPage} />
    </>
  );
}
