import type { Metadata } from 'next';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import { SubscriptionPreferences } from '@/components/account/subscriptions/subscription-preferences';
import styles from '@/components/account/ui/account-page.module.css';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'E-mail preferences', robots: { index: false, follow: false } };

/**
 * centerMain/settings/subscription (docs/product.md#account-area): the mail topics (a client island
 * on /api/subscription/*).
 */
export default async function SubscriptionPage() {
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead
        title="E-mail preferences"
        lead="Choose the e-mails you get from us. Changes are saved as soon as you flip a switch."
      />
      <SubscriptionPreferences />
    </div>
  );
}
