'use client';

import { useState } from 'react';
import { callApi } from '@/lib/api';
import { setCounts } from '@/lib/client/store';
import { wishlistAddAddress, wishlistRemoveAddress } from '@/lib/contract/first-load-addresses';

/**
 * A heart's save and unsave of one product: the product page's and the listing card's. `saved` is
 * what the page learnt of the wishlist; the heart's own last answer wins over it for that product.
 * Each answer keeps the header's wishlist count in step.
 */
export function useWishlistToggle(code: string, saved: boolean) {
  const [answer, setAnswer] = useState<{ code: string; inWishlist: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const inWishlist = answer?.code === code ? answer.inWishlist : saved;

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      // A refusal (a full wishlist, say) is tipped by the API client with the server's message.
      const next = await callApi(inWishlist ? wishlistRemoveAddress : wishlistAddAddress, { code });
      setAnswer({ code, inWishlist: next.inWishlist });
      setCounts({ collect: next.count });
    } catch {
      // the tip already told the shopper; the heart keeps its state
    } finally {
      setBusy(false);
    }
  }

  return { inWishlist, busy, toggle };
}
