import type { Metadata } from 'next';
import { AccountProfileForm } from '@/components/account/settings/account-profile-form';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'Profile', robots: { index: false, follow: false } };

/** centerMain/settings/Info (docs/product.md#account-area): the profile form (/api/user/setUserInfo). */
export default async function ProfilePage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return <AccountProfileForm />;
}
