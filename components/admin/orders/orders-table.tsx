'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { OrderListItem } from '@/lib/contract/calls/admin/order-schemas';
import { formatCents, formatDateTime } from '../ui/console-format';
import { DataTable } from '../ui/data-table';
import { RowSelectionScope, selectionColumn, useRowSelection } from '../ui/row-selection';
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
  selectionColumn<OrderListItem>({
    idOf: (order) => order.number,
    allLabel: 'Select every order on this page',
    rowLabel: (order) => `Select order ${order.number}`,
    testIds: { all: 'orders-select-all', row: 'order-select' },
  }),
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
 * the lab, print their job sheets (docs/operating.md#lab-stages), their invoices or their packing
 * slips together (docs/operating.md#documents).
 */
export function OrdersTable({ orders, query, sort, filtered }: Props) {
  const selection = useRowSelection(orders.map((order) => order.number));
  return (
    <RowSelectionScope selection={selection}>
      <OrderSelection numbers={selection.chosen} onMoved={selection.clear} />
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
    </RowSelectionScope>
  );
}
