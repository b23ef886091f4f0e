import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { CouponForm } from '@/components/admin/coupons/coupon-form';
import { COUPON_LIST_PATH } from '@/components/admin/coupons/coupon-paths';
import { couponScopeChoices } from '@/lib/server/domain/coupons';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'New coupon' };

/** /admin/coupons/new: a coupon runs from its start, unless it is paused. */
export default async function NewCouponPage() {
  await requireOperatorPage('catalog');
  const choices = await couponScopeChoices();
  return (
    <>
      <p className={page.small}>
        <Link href={COUPON_LIST_PATH}>← Coupons</Link>
      </p>
      <ConsolePageHead
        title="New coupon"
        lead="Shoppers can claim or use it from its start until its end. Its code cannot change once it is made."
      />
      <CouponForm choices={choices} />
    </>
  );
}
