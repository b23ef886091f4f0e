import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingPage, listingMetadata } from '@/components/catalog/listing-page';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { listingBySlug } from '@/lib/shop/listings';

type Params = Promise<{ type: string }>;

// Rendered on first visit (the build opens no database), then served from the page cache until a
// change notice for a product it lists drops it (a price, a colour sold out or back: migration
// 0019), or the first flash sale among its products ends (ListingPage, refreshPageBy); otherwise
// after PAGE_BACKSTOP_SECONDS (300, a literal: Next.js reads it from the source). It was 5 s, and
// under load each listing was drawn again every 5 s on every server (issue 22, bench:pages).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { type: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type } = await params;
  const listing = listingBySlug(type);
  return listing ? listingMetadata(listing, 1) : { title: NOT_FOUND_TITLE };
}

/** spec §2 "/:type": the six category slugs and /product; anything else is the 404 page. */
export default async function ShopPage({ params }: { params: Params }) {
  const { type } = await params;
  const listing = listingBySlug(type);
  if (!listing) notFound();
  return <ListingPage listing={listing} page={1} />;
}
