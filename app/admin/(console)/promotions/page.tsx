import type { Metadata } from 'next';
import { FrameOfferEditor } from '@/components/admin/promotions/frame-offer-editor';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { getPromotions } from '@/lib/server/domain/promotions';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Promotions' };

/**
 * /admin/promotions (docs/operating.md#promotions): the second-frame offer, seeded with the shop's
 * default, to turn off or change. Carts and new checkouts follow a save at once.
 */
export default async function PromotionsPage() {
  await requireOperatorPage('catalog');
  const { frameOffer, offerName } = await getPromotions();
  return (
    <>
      <ConsolePageHead
        title="Promotions"
        lead="Carts and new checkouts are priced with the offer as saved here; a checkout under way and orders already placed keep what they were priced with."
      />
      <FrameOfferEditor offer={frameOffer} name={offerName} />
    </>
  );
}
