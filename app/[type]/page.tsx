import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingPage, listingMetadata } from '@/components/catalog/listing-page';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { listingBySlug } from '@/lib/shop/listings';

type Params = Promise<{ type: string }>;

// Rendered on first visit (the build opens no database), then served from the page cache until a
// product or home content change notice drops it (lib/server/page-cache); the 5-second refresh
// in the background is the backstop for what no row signals, a flash sale's end.
export const revalidate = 5;
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
