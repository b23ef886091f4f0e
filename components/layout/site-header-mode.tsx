'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** The routes where the shop steps aside for the checkout (/payment). */
export function isCheckoutPath(pathname: string | null): boolean {
  return pathname === '/payment';
}

/**
 * The header's content for the route: the shop's (menu, search, currency, counters, account), or
 * the checkout's, where the site menu and search step aside. Both are rendered by the server; the
 * route only picks one, on the first paint as after a client navigation.
 */
export function SiteHeaderMode({ shop, checkout }: { shop: ReactNode; checkout: ReactNode }) {
  return <>{isCheckoutPath(usePathname()) ? checkout : shop}</>;
}
