import type { Metadata } from 'next';
import { AccountPasswordForm } from '@/components/account/settings/account-password-form';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'Password', robots: { index: false, follow: false } };

/**
 * centerMain/settings/password (docs/product.md#account-area): change or choose the password
 * (/api/user/setPassword).
 */
export default async function PasswordPage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return <AccountPasswordForm />;
}
