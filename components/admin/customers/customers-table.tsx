'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { CustomerRow } from '@/lib/contract/calls/admin/customers';
import { formatCents, formatDay } from '../ui/console-format';
import { CUSTOMER_LIST_PATH, customerName } from './customer-name';
import { DataTable } from '../ui/data-table';
import type { ListQuery, ListSort } from '../ui/list-params';
import { StatusBadge } from '../ui/status-badge';
import styles from '../ui/orders.module.css';

const column = createColumnHelper<CustomerRow>();

const columns = [
  column.accessor('email', {
    header: 'Customer',
    cell: (info) => (
      <>
        <Link href={`${CUSTOMER_LIST_PATH}/${info.row.original.id}`} className={styles.orderLink}>
          {customerName(info.row.original) || info.getValue()}
        </Link>
        <br />
        <span className={styles.muted}>{info.getValue()}</span>
        {info.row.original.tags.length > 0 ? (
          <>
            <br />
            <span className={styles.muted} data-testid="customer-row-tags">
              Labels: {info.row.original.tags.join(', ')}
            </span>
          </>
        ) : null}
        {info.row.original.guestCheckoutOf === null ? null : (
          <>
            <br />
            <span className={styles.muted}>
              Guest checkout of{' '}
              <Link href={`${CUSTOMER_LIST_PATH}/${info.row.original.guestCheckoutOf}`}>
                {info.getValue()}
              </Link>
            </span>
          </>
        )}
      </>
    ),
  }),
  column.accessor('joinedAt', {
    header: 'Joined',
    cell: (info) => formatDay(info.getValue()),
    meta: { sortKey: 'joined', firstDirection: 'desc' },
  }),
  column.accessor('lastSeenAt', {
    header: 'Last seen',
    cell: (info) => formatDay(info.getValue()),
    meta: { sortKey: 'lastSeen', firstDirection: 'desc' },
  }),
  column.accessor('ordersCount', {
    header: 'Paid orders',
    meta: { sortKey: 'orders', firstDirection: 'desc', numeric: true },
  }),
  column.accessor('spentCents', {
    header: 'Spent',
    cell: (info) => formatCents(info.getValue()),
    meta: { sortKey: 'spent', firstDirection: 'desc', numeric: true },
  }),
  column.accessor('walletBalanceCents', {
    header: 'Wallet',
    cell: (info) => formatCents(info.getValue()),
    meta: { numeric: true },
  }),
  column.accessor('blocked', {
    header: 'Sign-in',
    cell: (info) => (info.getValue() ? <StatusBadge tone="attention">Blocked</StatusBadge> : 'Open'),
  }),
];

interface Props {
  customers: CustomerRow[];
  query: ListQuery;
  sort: ListSort;
  filtered: boolean;
}

/** One page of the customers; a name opens the customer. */
export function CustomersTable({ customers, query, sort, filtered }: Props) {
  return (
    <DataTable
      caption="Customers"
      columns={columns}
      rows={customers}
      rowId={(customer) => String(customer.id)}
      empty={filtered ? 'No customers match this search.' : 'No customers yet.'}
      path={CUSTOMER_LIST_PATH}
      query={query}
      sort={sort}
      testId="customers-table"
    />
  );
}
