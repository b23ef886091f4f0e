import type { Metadata } from 'next';
import { ShippingEditor } from '@/components/admin/shipping/shipping-editor';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { getShipping } from '@/lib/server/domain/shipping';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Shipping' };

/**
 * /admin/shipping (docs/operating.md#shipping): the shipping zones and methods, seeded with the
 * shop's default table, for the owner to change. Carts and checkouts follow a save at once.
 */
export default async function ShippingPage() {
  await requireOperatorPage('shipping');
  const table = await getShipping();
  return (
    <>
      <ConsolePageHead
        title="Shipping"
        lead="The most specific zone wins: a zone of the address's province, then of its country, then the zone with no countries for every other country. Carts and checkouts are priced with the table as saved here; a checkout whose fee changed asks the shopper to choose again, and placed orders keep what they were placed with."
      />
      <ShippingEditor table={table} />
    </>
  );
}
