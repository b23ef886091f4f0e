import type { Metadata } from 'next';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import { WalletOverview } from '@/components/account/wallet/wallet-overview';
import styles from '@/components/account/ui/account-page.module.css';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'Wallet', robots: { index: false, follow: false } };

/**
 * centerMain/wallet/wallet (docs/product.md#account-area): store credit and its history
 * (/api/wallet/balance, /history).
 */
export default async function WalletPage() {
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead
        title="Wallet"
        lead="Your store credit from refunds and from our customer care, and where it went."
      />
      <WalletOverview />
    </div>
  );
}
