import type { Metadata } from 'next';
import Link from 'next/link';
import { formatDateTime } from '@/components/admin/ui/console-format';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { CouponForm } from '@/components/admin/coupons/coupon-form';
import { CouponPauseAction } from '@/components/admin/coupons/coupon-pause-action';
import { COUPON_LIST_PATH } from '@/components/admin/coupons/coupon-paths';
import { CouponStateBadge } from '@/components/admin/coupons/coupon-state';
import { CouponUsagePanel } from '@/components/admin/coupons/coupon-usage-panel';
import { describeMinimumSpend } from '@/lib/shop/coupon-rules';
import { roleMayOpen } from '@/lib/shop/staff-roles';
import { couponScopeChoices } from '@/lib/server/domain/coupons';
import { requireOperatorPage } from '@/lib/server/domain/staff';
import { couponUsageOf } from './coupon-usage-of';

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: 'Coupon' };

/**
 * /admin/coupons/<id>: the coupon's state with pause / resume, its use (claims, orders and the
 * discount given), and its form.
 */
export default async function CouponPage({ params }: { params: Params }) {
  const operator = await requireOperatorPage('catalog');
  const [usage, choices] = await Promise.all([couponUsageOf((await params).id), couponScopeChoices()]);
  const { coupon } = usage;
  return (
    <>
      <p className={page.small}>
        <Link href={COUPON_LIST_PATH}>← Coupons</Link>
      </p>
      <ConsolePageHead
        title={`${coupon.code}: ${coupon.discount}`}
        lead={
          <>
            <CouponStateBadge state={coupon.state} /> {describeMinimumSpend(coupon.minSpendCents)}, from{' '}
            {formatDateTime(coupon.startsAt)} to {formatDateTime(coupon.endsAt)}.
          </>
        }
      />
      <section className={page.card} aria-labelledby="coupon-state-title">
        <h2 id="coupon-state-title" className={page.cardTitle}>
          State
        </h2>
        <CouponPauseAction id={coupon.id} active={coupon.active} ended={coupon.state === 'ended'} />
      </section>
      <section className={page.card} aria-labelledby="coupon-usage-title" data-testid="coupon-usage">
        <h2 id="coupon-usage-title" className={page.cardTitle}>
          Use
        </h2>
        <CouponUsagePanel usage={usage} linkOrders={roleMayOpen(operator.role, 'orders')} />
      </section>
      <section aria-labelledby="coupon-form-title">
        <h2 id="coupon-form-title" className={page.cardTitle}>
          Terms
        </h2>
        <CouponForm coupon={coupon} choices={choices} />
      </section>
    </>
  );
}
