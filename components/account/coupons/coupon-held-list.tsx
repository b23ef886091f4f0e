'use client';

import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { couponMyAddress } from '@/lib/contract/account-addresses';
import type { MyCoupon } from '@/lib/contract/calls/coupon';
import type { CouponStatus } from '@/lib/shop/coupon-rules';
import { AccountEmptyState } from '../ui/account-empty-state';
import { CouponCard } from './coupon-card';
import { formatCouponDate } from './coupon-format';
import { heldCouponsKey } from './coupon-keys';
import styles from './coupon-card.module.css';
import listStyles from './coupon-wallet.module.css';

const loadHeld = ([, status]: ReturnType<typeof heldCouponsKey>) =>
  callApi(couponMyAddress, { status }, { tip: false });

const EMPTY: Record<CouponStatus, { title: string; text: string }> = {
  usable: {
    title: 'No coupons to use yet',
    text: 'Claim an offer under Claim, and it waits here until checkout.',
  },
  used: {
    title: 'No coupons used yet',
    text: 'Coupons you use at checkout are listed here with their order.',
  },
  expired: {
    title: 'No expired coupons',
    text: 'Coupons that ran out before you used them are listed here.',
  },
};

function couponDates(coupon: MyCoupon): string {
  if (coupon.status === 'used' && coupon.usedAt) {
    const order = coupon.orderNumber ? ` on order ${coupon.orderNumber}` : '';
    return `Used ${formatCouponDate(coupon.usedAt)}${order}.`;
  }
  if (coupon.status === 'expired') return `Expired ${formatCouponDate(coupon.expiresAt)}.`;
  const from = Date.parse(coupon.startsAt) > Date.now() ? `From ${formatCouponDate(coupon.startsAt)}. ` : '';
  return `${from}Use by ${formatCouponDate(coupon.expiresAt)}.`;
}

/** The "Usable", "Used" and "Expired" tabs: the shopper's own coupons (/api/coupon/my). */
export function CouponHeldList({ status }: { status: CouponStatus }) {
  const { data, error } = useSWR(heldCouponsKey(status), loadHeld);
  if (error && !data) {
    return (
      <p className={listStyles.status} role="alert">
        Your coupons could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!data) {
    return (
      <p className={listStyles.status} role="status">
        Loading your coupons…
      </p>
    );
  }
  if (data.list.length === 0) {
    return (
      <AccountEmptyState
        {...EMPTY[status]}
        action={{ href: '/eyeglasses', label: 'Shop eyeglasses' }}
        testId="coupons-empty"
      />
    );
  }
  return (
    <ul className={listStyles.list}>
      {data.list.map((coupon) => (
        <li key={coupon.code}>
          <CouponCard {...coupon} faded={status !== 'usable'}>
            <p className={styles.meta}>{couponDates(coupon)}</p>
          </CouponCard>
        </li>
      ))}
    </ul>
  );
}
