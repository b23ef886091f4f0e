'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { AfterSalesQueueItem } from '@/lib/contract/calls/admin/after-sales';
import { AFTER_SALES_KIND_NAMES, AFTER_SALES_REASON_NAMES } from '@/lib/shop/after-sales';
import { formatDateTime } from '../ui/console-format';
import { DataTable } from '../ui/data-table';
import { RequestStateBadge } from './request-state-badge';
import styles from '../ui/orders.module.css';

const column = createColumnHelper<AfterSalesQueueItem>();

const columns = [
  column.accessor('id', {
    header: 'Request',
    cell: (info) => (
      <Link href={`/admin/after-sales/${info.getValue()}`} className={styles.orderLink}>
        #{info.getValue()}
      </Link>
    ),
  }),
  column.accessor('orderNumber', {
    header: 'Order',
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <span className={styles.muted}>{info.row.original.orderStatusName}</span>
      </>
    ),
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
  column.accessor('kind', {
    header: 'Asks for',
    cell: (info) => (
      <>
        {AFTER_SALES_KIND_NAMES[info.getValue()]}
        <br />
        <span className={styles.muted}>{AFTER_SALES_REASON_NAMES[info.row.original.reason]}</span>
      </>
    ),
  }),
  column.accessor('photoCount', { header: 'Photos', meta: { numeric: true } }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => <RequestStateBadge state={info.getValue()} outcome={info.row.original.outcome} />,
  }),
  column.accessor('createdAt', { header: 'Asked', cell: (info) => formatDateTime(info.getValue()) }),
];

/** One page of the after-sales queue: waiting requests first, the oldest on top. */
export function AfterSalesTable({
  requests,
  filtered,
}: {
  requests: AfterSalesQueueItem[];
  filtered: boolean;
}) {
  return (
    <DataTable
      caption="After-sales requests"
      columns={columns}
      rows={requests}
      rowId={(request) => String(request.id)}
      empty={filtered ? 'No requests match these filters.' : 'No after-sales requests yet.'}
      testId="after-sales-table"
    />
  );
}
