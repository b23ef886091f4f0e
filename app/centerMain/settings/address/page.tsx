import type { Metadata } from 'next';
import { AddressBook } from '@/components/account/addresses/address-book';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'Addresses', robots: { index: false, follow: false } };

/**
 * centerMain/settings/address (docs/product.md#account-area): the address book (/api/address/*),
 * loaded after mount.
 */
export default async function AddressesPage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return <AddressBook />;
}
