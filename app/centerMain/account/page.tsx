import type { Metadata } from 'next';
import { AccountOverview } from '@/components/account/overview/account-overview';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'My account', robots: { index: false, follow: false } };

/**
 * centerMain/account (docs/product.md#account-area): the overview (a client island reading the
 * store and /api/user/*).
 */
export default async function AccountPage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return <AccountOverview />;
}
