import type { Metadata } from 'next';
import { PrescriptionBook } from '@/components/account/prescriptions/prescription-book';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'Prescriptions', robots: { index: false, follow: false } };

/**
 * centerMain/settings/prescription (docs/product.md#account-area): saved prescriptions
 * (/api/prescription/*), loaded after mount.
 */
export default async function PrescriptionsPage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return <PrescriptionBook />;
}
