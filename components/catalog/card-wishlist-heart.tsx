'use client';

import { useState } from 'react';
import { HeartIcon } from '@/components/layout/icons';
import { callApi } from '@/lib/api';
import { setCounts } from '@/lib/client/store';
import { wishlistAddAddress, wishlistRemoveAddress } from '@/lib/contract/first-load-addresses';
import { useWishlistCodes } from './use-wishlist-codes';
import styles from './product-card.module.css';

/**
 * A listing card's heart: saves the frame to the wishlist, or takes it out, without leaving the
 * listing, and keeps the header's wishlist count in step (docs/product.md#listing-filters).
 */
export function CardWishlistHeart({ code, name }: { code: string; name: string }) {
  const codes = useWishlistCodes();
  // What this heart's own last answer said, until the wishlist's codes are asked again.
  const [answered, setAnswered] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const inWishlist = answered ?? codes.has(code);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      // A refusal (a full wishlist) is tipped by the API client with the server's message.
      const answer = await callApi(inWishlist ? wishlistRemoveAddress : wishlistAddAddress, { code });
      setAnswered(answer.inWishlist);
      setCounts({ collect: answer.count });
    } catch {
      // the tip told the shopper; the heart keeps its state
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={styles.heart}
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
