import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountArea } from '@/components/account/ui/account-area';
import { requireAccountPage } from '@/lib/server/domain/accounts';

// Account pages are the shopper's own: never in search results, whatever a page forgets to say.
// No title here: a layout's own title would stop the root layout's template (docs/product.md#routes)
// from reaching the account pages' titles.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

/**
 * "/centerMain": the account area (docs/product.md#account-area). Rendered per request: the login
 * cookie is checked on the server (an expired or revoked token goes home,
 * docs/product.md#sign-in-rule), which only these pages may do; the rest of the shop stays
 * statically cached.
 */
export default async function AccountAreaLayout({ children }: { children: ReactNode }) {
  await requireAccountPage();
  return <AccountArea>{children}</AccountArea>;
}
