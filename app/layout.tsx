import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { pageTitleTemplate, shopTitle } from '@/components/app/page-title';
import { ShopFrame } from '@/components/app/shop-frame';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { TermsStrip } from '@/components/layout/terms-strip';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';
import { advertisedFacts, currentAdvertisedTerms } from '@/lib/server/flows/advertised-terms';
import { serverConfig } from '@/lib/server/platform/config';
import { mediaUrl } from '@/lib/server/platform/media-url';
import { shopDescription } from '@/lib/shop/advertised-terms';
import { LOCALE, THEME_COLORS } from '@/lib/shop/constants';
import { logoImage, type ShopBrand } from '@/lib/shop/shop-brand';
import './globals.css';

// The page title (docs/product.md#routes). Pages set their own name through the template, which
// adds the shop's name and the shop's title line; a page must not opt out with `title.absolute`.
// The shop's name is the owner's (docs/operating.md#store-brand): read from memory, and a change
// sends the "store" notice, which drops every rendered page, so titles follow without a restart.
// The description names the terms the shop keeps now (docs/operating.md#promotions).
export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, facts] = await Promise.all([storeSettingsForPages(), advertisedFacts()]);
  const { shopName } = settings;
  return {
    // Canonical and Open Graph addresses are absolute on the shop's public address.
    metadataBase: new URL(serverConfig().SITE_URL),
    title: { default: shopTitle(shopName), template: pageTitleTemplate(shopName) },
    description: shopDescription(facts.offer, facts.freeShippingThresholdCents, shopName),
    applicationName: shopName,
    // The shop's static files (public/): the web app manifest, its icons, and the picture a shared
    // link shows when the page has none of its own (product pages draw theirs).
    manifest: '/manifest.webmanifest',
    icons: { apple: '/icons/apple-touch-icon.png' },
    // og:site_name is the layout's own tag (below): a page's openGraph replaces the layout's whole
    openGraph: {
      type: 'website',
      images: [
        { url: '/og-default.png', width: 1200, height: 630, alt: `${shopName}: prescription glasses online` },
      ],
    },
    twitter: { card: 'summary_large_image', images: ['/og-default.png'] },
  };
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
 * The shop's name and logo are the owner's (docs/operating.md#store-brand).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // the terms the shop keeps now, drawn on the server: no script, and the "promotions" notice drops
  // every cached page when the offer changes (docs/operating.md#promotions)
  const [view, terms] = await Promise.all([storeSettingsForPages(), currentAdvertisedTerms()]);
  const brand: ShopBrand = {
    shopName: view.settings.shopName,
    logo: view.logo ? logoImage(mediaUrl(view.logo.path), view.logo.widths) : null,
  };
  return (
    <html lang={LOCALE}>
      <body>
        {/* React places it in <head>. Here rather than in the metadata, since Next.js lets a page's
            openGraph replace the layout's whole: every page names the shop the same way. */}
        <meta property="og:site_name" content={brand.shopName} />
        <ShopFrame
          shopName={brand.shopName}
          header={
            <>
              <SiteHeader brand={brand} />
              <TermsStrip terms={terms} shopName={brand.shopName} />
            </>
          }
          footer={<SiteFooter terms={terms} brand={brand} />}
        >
          {children}
        </ShopFrame>
      </body>
    </html>
  );
}
