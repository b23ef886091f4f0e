'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { useState } from 'react';
import type { OrderListItem } from '@/lib/contract/calls/admin/order-schemas';
import { formatCents, formatDateTime } from '../ui/console-format';
import { DataTable } from '../ui/data-table';
import type { ListQuery, ListSort } from '../ui/list-params';
import { LAB_STAGE_NAMES } from '@/lib/shop/lab-stages';
import { ORDER_LIST_PATH } from './order-list-query';
import { OrderSelection } from './order-selection';
import { providerName } from './payment-providers';
import { OrderStatusBadge, StatusBadge } from '../ui/status-badge';
import styles from '../ui/orders.module.css';

const column = createColumnHelper<OrderListItem>();

function PrescriptionState({ order }: { order: OrderListItem }) {
  // docs/operating.md#prescription-wait: paid without it, the shopper has until then to send it
  if (order.prescriptionDueAt)
    return (
      <StatusBadge tone="waiting">{`Rx awaited until ${formatDateTime(order.prescriptionDueAt)}`}</StatusBadge>
    );
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
        <OrderStatusBadge
          status={info.getValue()}
          name={info.row.original.statusName}
          refundLabel={info.row.original.refundLabel}
        />
        <PrescriptionState order={info.row.original} />
        {info.row.original.labStage ? (
          <StatusBadge tone={info.row.original.labStage === 'ready' ? 'good' : 'neutral'}>
            {LAB_STAGE_NAMES[info.row.original.labStage]}
          </StatusBadge>
        ) : null}
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

/**
 * One page of the order list; the order number opens the order, and the ticked orders move through
 * the lab or print their job sheets together (docs/operating.md#lab-stages).
 */
export function OrdersTable({ orders, query, sort, filtered }: Props) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // only the orders on this page count: a new page of the list starts a new selection
  const numbers = orders.map((order) => order.number).filter((number) => selected.has(number));
  const all = orders.length > 0 && numbers.length === orders.length;
  const toggle = (number: string) =>
    setSelected((was) => {
      const next = new Set(was);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });
  const select = column.display({
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        aria-label="Select every order on this page"
        checked={all}
        onChange={() => setSelected(all ? new Set() : new Set(orders.map((order) => order.number)))}
        data-testid="orders-select-all"
      />
    ),
    cell: (info) => (
      <input
        type="checkbox"
        aria-label={`Select order ${info.row.original.number}`}
        checked={selected.has(info.row.original.number)}
        onChange={() => toggle(info.row.original.number)}
        data-testid="order-select"
      />
    ),
  });
  return (
    <>
      <OrderSelection numbers={numbers} onMoved={() => setSelected(new Set())} />
      <DataTable
        caption="Orders"
        columns={[select, ...columns]}
        rows={orders}
        rowId={(order) => order.number}
        empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
        path={ORDER_LIST_PATH}
        query={query}
        sort={sort}
        testId="orders-table"
      />
    </>
  );
}
