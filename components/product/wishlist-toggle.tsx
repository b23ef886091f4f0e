'use client';

import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api';
import {
  wishlistAddAddress,
  wishlistIsAddress,
  wishlistRemoveAddress,
} from '@/lib/contract/first-load-addresses';
import { setCounts } from '@/lib/client/store';
import { HeartIcon } from '@/components/layout/icons';
import styles from './wishlist-toggle.module.css';

interface Props {
  /** The product's code (its URL key). */
  code: string;
}

/**
 * The product page's heart: shows whether the product is in the shopper's wishlist and adds or
 * removes it, keeping the header's wishlist count (spec §3 CollectionsAndCartsNum.collect) in step.
 */
export function WishlistToggle({ code }: Props) {
  const [inWishlist, setInWishlist] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    // Quietly: a shopper who never touches the heart need not hear that the check failed.
    callApi(wishlistIsAddress, { code }, { tip: false, signal: controller.signal })
      .then((answer) => setInWishlist(answer.inWishlist))
      .catch(() => undefined);
    return () => controller.abort();
  }, [code]);

  async function toggle() {
    setBusy(true);
    try {
      // A refusal (a full wishlist, say) is tipped by the API client with the server's message.
      const answer = await callApi(inWishlist ? wishlistRemoveAddress : wishlistAddAddress, { code });
      setInWishlist(answer.inWishlist);
      setCounts({ collect: answer.count });
    } catch {
      // the tip already told the shopper; the heart keeps its state
    } finally {
      setBusy(false);
    }
  }

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
