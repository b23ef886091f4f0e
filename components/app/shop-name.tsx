'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_SHOP_NAME } from '@/lib/shop/shop-name';

// The shop's name as the owner set it (docs/operating.md#store-brand), for the shop's client
// islands (the sign-in dialogs, the phone menu, account pages): the root layout reads it on the
// server and hands it down, so no island fetches it, and a change drops every rendered page.

const ShopNameContext = createContext(DEFAULT_SHOP_NAME);

export function ShopNameProvider({ shopName, children }: { shopName: string; children: ReactNode }) {
  return <ShopNameContext value={shopName}>{children}</ShopNameContext>;
}

/** The shop's name; the default outside the shop's frame. */
export function useShopName(): string {
  return useContext(ShopNameContext);
}
