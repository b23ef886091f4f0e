import type { Metadata } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { ReactNode } from 'react';
import { PLAIN_LISTING } from '@/lib/shop/listing-query';
import { listingBySlug } from '@/lib/shop/listings';
import { ListingPage, listingMetadata } from './listing-page';

/**
 * The first page of a listing ("/:type": the six categories and /product, docs/product.md#routes)
 * as a route of its own, app/(listings)/eyeglasses/page.tsx and so on, rather than one dynamic
 * /[type]. Next.js serves a cached page of a dynamic route for about 200 µs more of the server's
 * time than one of a static route, on every visit: it tries the address against each dynamic route,
 * builds the route's pattern again and parses its parameters (the listing ran at 0.87 × a static
 * page, bench:pages).
 *
 * A static route is rendered once by the build, which opens no database: that render is empty, and
 * nothing serves it, since the page cache (next.config.ts `cacheHandler`) keeps only what this server
 * rendered and never reads the build's folder. The listing is drawn on its first visit, like every
 * catalog page, and cached for as long (each route file declares `revalidate`, a literal Next.js reads).
 */
export function listingRoute(slug: string): { metadata: Metadata; Page: () => Promise<ReactNode> } {
  const listing = listingBySlug(slug);
  if (!listing) throw new Error(`No listing has the address /${slug}`);
  return {
    metadata: listingMetadata(listing, 1),
    async Page() {
      if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
      return <ListingPage listing={listing} query={PLAIN_LISTING} />;
    },
  };
}
