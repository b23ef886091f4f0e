import type { Metadata } from 'next';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import { CouponWallet } from '@/components/account/coupons/coupon-wallet';
import styles from '@/components/account/ui/account-page.module.css';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'Coupons', robots: { index: false, follow: false } };

/**
 * centerMain/wallet/coupons (docs/product.md#account-area): offers to claim and the shopper's
 * coupons (/api/coupon/*).
 */
export default async function CouponsPage() {
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead
        title="Coupons"
        lead="Claim an offer to keep it in your wallet, then enter its code at checkout. One coupon per order."
      />
      <CouponWallet />
    </div>
  );
}
