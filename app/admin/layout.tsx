import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

// The operator console (docs/operating.md#console): out of every search index (robots.txt and the
// X-Robots-Tag header say so too), with titles of its own rather than the shop's: "‹page› · ‹shop
// name› console" (docs/operating.md#store-brand). Its pages are drawn per request.
export async function generateMetadata(): Promise<Metadata> {
  const consoleName = `${(await currentStoreSettings()).settings.shopName} console`;
  return {
    title: { default: consoleName, template: `%s · ${consoleName}` },
    robots: { index: false, follow: false, nocache: true },
  };
}

/**
 * The console's pages skip the shop's frame (ShopFrame steps aside for this folder): the signed-in
 * pages have ConsoleFrame (app/admin/(console)/layout.tsx), sign-in and set-password ConsoleDoor.
 */
export default function ConsoleRootLayout({ children }: { children: ReactNode }) {
  return children;
}
