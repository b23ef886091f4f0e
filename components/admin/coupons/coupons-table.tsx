'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { AdminCoupon } from '@/lib/contract/calls/admin/coupons';
import { formatCents, formatDay } from '../ui/console-format';
import { DataTable } from '../ui/data-table';
import type { ListQuery } from '../ui/list-params';
import styles from '../ui/orders.module.css';
import { COUPON_LIST_PATH, couponPath } from './coupon-paths';
import { CouponStateBadge } from './coupon-state';

const column = createColumnHelper<AdminCoupon>();

const columns = [
  column.accessor('code', {
    header: 'Coupon',
    cell: (info) => (
      <>
        <Link href={couponPath(info.row.original.id)} className={styles.orderLink}>
          {info.getValue()}
        </Link>
        <br />
        <span className={styles.muted}>{info.row.original.title}</span>
      </>
    ),
  }),
  column.accessor('discount', {
    header: 'Discount',
    cell: (info) => {
      const { minSpendCents, offerRule } = info.row.original;
      return (
        <>
          {info.getValue()}
          <br />
          <span className={styles.muted}>
            {minSpendCents > 0 ? `from ${formatCents(minSpendCents)}` : 'any order'}
            {offerRule === 'not_with_offer' ? ', not with the second-frame offer' : ''}
          </span>
        </>
      );
    },
  }),
  column.accessor('state', {
    header: 'State',
    cell: (info) => <CouponStateBadge state={info.getValue()} />,
  }),
  column.accessor('endsAt', {
    header: 'Runs',
    cell: (info) => `${formatDay(info.row.original.startsAt)} – ${formatDay(info.getValue())}`,
  }),
  column.accessor('claims', {
    header: 'Claimed',
    cell: (info) => {
      const { totalLimit } = info.row.original;
      return totalLimit === null ? info.getValue() : `${info.getValue()} of ${totalLimit}`;
    },
    meta: { numeric: true },
  }),
  column.accessor('used', { header: 'Used', meta: { numeric: true } }),
];

interface Props {
  coupons: AdminCoupon[];
  query: ListQuery;
  filtered: boolean;
}

/** One page of the coupons, newest first; a code opens the coupon. */
export function CouponsTable({ coupons, query, filtered }: Props) {
  return (
    <DataTable
      caption="Coupons"
      columns={columns}
      rows={coupons}
      rowId={(coupon) => String(coupon.id)}
      empty={filtered ? 'No coupons match these filters.' : 'No coupons yet.'}
      path={COUPON_LIST_PATH}
      query={query}
      testId="coupons-table"
    />
  );
}
