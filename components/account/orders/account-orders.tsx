'use client';

import { useId, useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { selectCurrency, showTip, useShopState } from '@/lib/client/store';
import { orderDeleteAddress } from '@/lib/contract/order-addresses';
import { ORDER_STATUS_NAMES, OrderStatus } from '@/lib/shop/order-status';
import { AccountEmptyState } from '../ui/account-empty-state';
import { AccountPager } from '../ui/account-pager';
import { OrderCard } from './order-card';
import { loadOrders, ordersKey } from './order-requests';
import styles from '../ui/account-page.module.css';
import cardStyles from './order-card.module.css';

type StatusTab = 'all' | OrderStatus;

// docs/product.md#order-states: the order status codes, in code order, after "All"
const TABS: readonly { tab: StatusTab; label: string }[] = [
  { tab: 'all', label: 'All' },
  ...Object.values(OrderStatus).map((status) => ({ tab: status, label: ORDER_STATUS_NAMES[status] })),
];

function emptyText(tab: StatusTab): { title: string; text: string } {
  if (tab === 'all') {
    return {
      title: 'No orders yet',
      text: 'When you order a pair, you can follow it here from payment to delivery.',
    };
  }
  return {
    title: `No orders with the status “${ORDER_STATUS_NAMES[tab]}”`,
    text: 'Orders show here as soon as they reach this status.',
  };
}

/** How many orders a tab holds, from the list's `counts` (by status code); "All" sums them. */
function tabCount(tab: StatusTab, counts: Record<string, number> | undefined): number | null {
  if (!counts) return null;
  if (tab === 'all') return Object.values(counts).reduce((sum, count) => sum + count, 0);
  return counts[String(tab)] ?? 0;
}

/**
 * order/order: the shopper's orders by status (docs/product.md#order-states) from /api/order/list,
 * a page at a time, each with what can be done with it next.
 */
export function AccountOrders() {
  const id = useId();
  const currency = useShopState(selectCurrency);
  const [tab, setTab] = useState<StatusTab>('all');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useSWR(ordersKey(tab, page), loadOrders, {
    keepPreviousData: true,
  });
  const empty = emptyText(tab);
  const tabId = (value: StatusTab) => `${id}-tab-${value}`;

  const choose = (next: StatusTab) => {
    setTab(next);
    setPage(1);
  };

  const remove = async (orderNumber: string) => {
    setDeleting(orderNumber);
    try {
      // a refusal (an order in progress) is tipped by the API client with the shop's sentence
      await callApi(orderDeleteAddress, { orderNumber });
      showTip(`Order ${orderNumber} is removed from your list.`);
      const next = await mutate();
      // the last order of a later page went: show the page before it rather than an empty one
      if (next && next.list.length === 0 && page > 1) setPage(page - 1);
    } catch {
      // the list stays as it was
    } finally {
      setDeleting(null);
    }
  };

  // the previous answer keeps the tab counts while another tab loads, but its orders are never
  // listed under the wrong tab
  const shown = isLoading || error ? null : data;
  return (
    <>
      <div role="tablist" aria-label="Order status" className={styles.tabs}>
        {TABS.map((entry) => {
          const count = tabCount(entry.tab, data?.counts);
          return (
            <button
              key={entry.tab}
              type="button"
              role="tab"
              id={tabId(entry.tab)}
              aria-selected={tab === entry.tab}
              aria-controls={tab === entry.tab ? `${id}-panel` : undefined}
              className={styles.tab}
              onClick={() => choose(entry.tab)}
              data-testid={`order-tab-${entry.tab}`}
            >
              {entry.label}
              {count ? (
                // the count is a visual hint; the tab is named by its status alone
                <span className={cardStyles.tabCount} aria-hidden="true" data-testid="order-tab-count">
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(tab)}
        aria-busy={!shown}
        className={cardStyles.panel}
      >
        {error ? (
          <p className={styles.status} role="alert">
            Your orders could not be loaded. Please reload the page.
          </p>
        ) : !shown ? (
          <p className={styles.status} role="status">
            Loading your orders…
          </p>
        ) : shown.total === 0 ? (
          <AccountEmptyState
            title={empty.title}
            text={empty.text}
            action={{ href: '/eyeglasses', label: 'Shop eyeglasses' }}
            testId="orders-empty"
          />
        ) : (
          <>
            <ul className={cardStyles.list}>
              {shown.list.map((order) => (
                <li key={order.orderNumber}>
                  <OrderCard
                    order={order}
                    currency={currency.code}
                    busy={deleting === order.orderNumber}
                    onDelete={() => void remove(order.orderNumber)}
                  />
                </li>
              ))}
            </ul>
            <AccountPager
              label="Order pages"
              page={shown.page}
              pageCount={shown.pageCount}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </>
  );
}
