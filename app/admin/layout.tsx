import type { Metadata } from 'next';
import type { ReactNode } from 'react';

// The operator console (docs/operating.md#console): out of every search index (robots.txt and the
// X-Robots-Tag header say so too), with titles of its own rather than the shop's.
export const metadata: Metadata = {
  title: { default: 'Oculo console', template: '%s · Oculo console' },
  robots: { index: false, follow: false, nocache: true },
};

/**
 * The console's pages skip the shop's frame (ShopFrame steps aside for this folder): the signed-in
 * pages have ConsoleFrame (app/admin/(console)/layout.tsx), sign-in and set-password ConsoleDoor.
 */
export default function ConsoleRootLayout({ children }: { children: ReactNode }) {
  return children;
}
