'use client';

import { useId, useState } from 'react';
import { ORDER_STATUS_NAMES, OrderStatus } from '@/lib/shop/order-status';
import { AccountEmptyState } from './account-empty-state';
import styles from './account-page.module.css';

type StatusTab = 'all' | OrderStatus;

// spec §4: the order status codes, in code order, after "All"
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

/**
 * order/order: the shopper's orders by status (spec §4 names). Orders arrive with checkout; until
 * then every tab shows its empty state.
 */
export function AccountOrders() {
  const id = useId();
  const [tab, setTab] = useState<StatusTab>('all');
  const empty = emptyText(tab);
  const tabId = (value: StatusTab) => `${id}-tab-${value}`;

  return (
    <>
      <div role="tablist" aria-label="Order status" className={styles.tabs}>
        {TABS.map((entry) => (
          <button
            key={entry.tab}
            type="button"
            role="tab"
            id={tabId(entry.tab)}
            aria-selected={tab === entry.tab}
            aria-controls={tab === entry.tab ? `${id}-panel` : undefined}
            className={styles.tab}
            onClick={() => setTab(entry.tab)}
            data-testid={`order-tab-${entry.tab}`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(tab)}>
        <AccountEmptyState
          title={empty.title}
          text={empty.text}
          action={{ href: '/eyeglasses', label: 'Shop eyeglasses' }}
          testId="orders-empty"
        />
      </div>
    </>
  );
}
