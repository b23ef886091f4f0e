import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { PAGE_TITLE_TEMPLATE, SHOP_TITLE } from '@/components/app/page-title';
import { ShopFrame } from '@/components/app/shop-frame';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { TermsStrip } from '@/components/layout/terms-strip';
import { advertisedFacts, currentAdvertisedTerms } from '@/lib/server/flows/advertised-terms';
import { serverConfig } from '@/lib/server/platform/config';
import { shopDescription } from '@/lib/shop/advertised-terms';
import { LOCALE, THEME_COLORS } from '@/lib/shop/constants';
import './globals.css';

// The page title (docs/product.md#routes). Pages set their own name through the template, which
// adds the shop's name and the shop's title line; a page must not opt out with `title.absolute`.
const SHOP_METADATA: Metadata = {
  // Canonical and Open Graph addresses are absolute on the shop's public address.
  metadataBase: new URL(serverConfig().SITE_URL),
  title: { default: SHOP_TITLE, template: PAGE_TITLE_TEMPLATE },
  applicationName: 'Oculo',
  // The shop's static files (public/): the web app manifest, its icons, and the picture a shared
  // link shows when the page has none of its own (product pages draw theirs).
  manifest: '/manifest.webmanifest',
  icons: { apple: '/icons/apple-touch-icon.png' },
  openGraph: {
    siteName: 'Oculo',
    type: 'website',
    images: [{ url: '/og-default.png', width: 1200, height: 630, alt: 'Oculo: prescription glasses online' }],
  },
  twitter: { card: 'summary_large_image', images: ['/og-default.png'] },
};

/** The description names the terms the shop keeps now (docs/operating.md#promotions). */
export async function generateMetadata(): Promise<Metadata> {
  const facts = await advertisedFacts();
  return { ...SHOP_METADATA, description: shopDescription(facts.offer, facts.freeShippingThresholdCents) };
}

// docs/product.md#constants: theme colour
export const viewport: Viewport = {
  themeColor: THEME_COLORS.primary,
  width: 'device-width',
  initialScale: 1,
};

/**
 * The shell every page shares. It never reads a cookie (that would make every page dynamic): the
 * persisted client state is read in the browser after mount. The shop's frame (header, footer and
 * the client side of the shell) is ShopFrame's; the operator console under /admin has its own.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // the terms the shop keeps now, drawn on the server: no script, and the "promotions" notice drops
  // every cached page when the offer changes (docs/operating.md#promotions)
  const terms = await currentAdvertisedTerms();
  return (
    <html lang={LOCALE}>
      <body>
        <ShopFrame
          header={
            <>
              <SiteHeader />
              <TermsStrip terms={terms} />
            </>
          }
          footer={<SiteFooter terms={terms} />}
        >
          {children}
        </ShopFrame>
      </body>
    </html>
  );
}
