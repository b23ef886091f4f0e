'use client';

import { useEffect, useState } from 'react';
import { HeartIcon } from '@/components/layout/icons';
import { callApi } from '@/lib/api';
import { wishlistIsAddress } from '@/lib/contract/first-load-addresses';
import { useWishlistToggle } from './use-wishlist-toggle';
import styles from './wishlist-toggle.module.css';

interface Props {
  /** The product's code (its URL key). */
  code: string;
}

/**
 * The product page's heart: shows whether the product is in the shopper's wishlist and adds or
 * removes it, keeping the header's wishlist count (CollectionsAndCartsNum.collect,
 * docs/product.md#client-state) in step.
 */
export function WishlistToggle({ code }: Props) {
  const [saved, setSaved] = useState(false);
  const { inWishlist, busy, toggle } = useWishlistToggle(code, saved);

  useEffect(() => {
    const controller = new AbortController();
    // Quietly: a shopper who never touches the heart need not hear that the check failed.
    callApi(wishlistIsAddress, { code }, { tip: false, signal: controller.signal })
      .then((answer) => setSaved(answer.inWishlist))
      .catch(() => undefined);
    return () => controller.abort();
  }, [code]);

  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={inWishlist}
      aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="wishlist-toggle"
    >
      <HeartIcon size={22} fill={inWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}
