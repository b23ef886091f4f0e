'use client';

import { HeartIcon } from '@/components/layout/icons';
import { useWishlistToggle } from '@/components/product/use-wishlist-toggle';
import heart from '@/components/product/wishlist-toggle.module.css';
import { useWishlistCodes } from './use-wishlist-codes';
import styles from './product-card.module.css';

/**
 * A listing card's heart: saves the frame to the wishlist, or takes it out, without leaving the
 * listing, and keeps the header's wishlist count in step (docs/product.md#listing-filters).
 */
export function CardWishlistHeart({ code, name }: { code: string; name: string }) {
  const codes = useWishlistCodes();
  const { inWishlist, busy, toggle } = useWishlistToggle(code, codes.has(code));

  return (
    <button
      type="button"
      className={`${heart.toggle} ${styles.heart}`}
      aria-pressed={inWishlist}
      aria-label={`Save ${name} to your wishlist`}
      aria-busy={busy}
      onClick={() => void toggle()}
      data-testid="card-wishlist"
    >
      <HeartIcon size={20} fill={inWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}
