'use client';

import { useShopName } from './shop-name';

/**
 * The shop's name as text, for a part of a page drawn on the server and in the browser alike (a
 * review's reply): it reads the name the root layout handed down (docs/operating.md#store-brand).
 */
export function ShopNameText() {
  return useShopName();
}
