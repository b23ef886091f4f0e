import type { Metadata } from 'next';
import { AccountWishlist } from '@/components/account/wishlist/account-wishlist';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'Wishlist', robots: { index: false, follow: false } };

/**
 * centerMain/personalization/wishlist (docs/product.md#account-area): the saved frames
 * (/api/wishlist/list).
 */
export default async function WishlistPage() {
  // also here, not only in the layout: moving between account pages renders the page alone
  await requireAccountPage();
  return <AccountWishlist />;
}
