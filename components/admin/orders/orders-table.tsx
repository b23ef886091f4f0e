'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { OrderListItem } from '@/lib/contract/calls/admin/order-schemas';
import { formatCents, formatDateTime } from '../ui/console-format';
import { DataTable } from '../ui/data-table';
import type { ListQuery, ListSort } from '../ui/list-params';
import { ORDER_LIST_PATH } from './order-list-query';
import { providerName } from './payment-providers';
import { OrderStatusBadge, StatusBadge } from '../ui/status-badge';
import styles from '../ui/orders.module.css';

const column = createColumnHelper<OrderListItem>();

function PrescriptionState({ order }: { order: OrderListItem }) {
  if (!order.hasPrescription) return null;
  if (order.prescriptionCheck === 'confirmed') return <StatusBadge tone="good">Rx confirmed</StatusBadge>;
  if (order.prescriptionCheck === 'question')
    return <StatusBadge tone="attention">Rx question asked</StatusBadge>;
  return <StatusBadge tone="waiting">Rx to check</StatusBadge>;
}

const columns = [
  column.accessor('number', {
    header: 'Order',
    cell: (info) => (
      <Link href={`${ORDER_LIST_PATH}/${info.getValue()}`} className={styles.orderLink}>
        {info.getValue()}
      </Link>
    ),
    meta: { sortKey: 'number' },
  }),
  column.accessor('createdAt', {
    header: 'Placed',
    cell: (info) => formatDateTime(info.getValue()),
    meta: { sortKey: 'created', firstDirection: 'desc' },
  }),
  column.accessor('email', {
    header: 'Customer',
    cell: (info) => (
      <>
        {info.row.original.name || '—'}
        <br />
        <span className={styles.muted}>{info.getValue()}</span>
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span className={styles.badges}>
        <OrderStatusBadge status={info.getValue()} name={info.row.original.statusName} />
        <PrescriptionState order={info.row.original} />
      </span>
    ),
    meta: { sortKey: 'status' },
  }),
  column.accessor('totalCents', {
    header: 'Total',
    cell: (info) => (
      <>
        {formatCents(info.getValue())}
        {info.row.original.refundedCents > 0 ? (
          <>
            <br />
            <span className={styles.muted}>refunded {formatCents(info.row.original.refundedCents)}</span>
          </>
        ) : null}
      </>
    ),
    meta: { sortKey: 'total', firstDirection: 'desc', numeric: true },
  }),
  column.accessor('paymentProvider', {
    header: 'Paid with',
    cell: (info) => providerName(info.getValue()),
  }),
  column.accessor('lineCount', { header: 'Lines', meta: { numeric: true } }),
];

interface Props {
  orders: OrderListItem[];
  query: ListQuery;
  sort: ListSort;
  filtered: boolean;
}

/** One page of the order list; the order number opens the order. */
export function OrdersTable({ orders, query, sort, filtered }: Props) {
  return (
    <DataTable
      caption="Orders"
      columns={columns}
      rows={orders}
      rowId={(order) => order.number}
      empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
      path={ORDER_LIST_PATH}
      query={query}
      sort={sort}
      testId="orders-table"
    />
  );
}
