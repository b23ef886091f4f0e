import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { ListingPage, listingMetadata } from '@/components/catalog/listing-page';
import { filteredListingQuery } from '@/lib/shop/listing-address';
import { isRefined } from '@/lib/shop/listing-query';
import { listingBySlug } from '@/lib/shop/listings';

type Params = Promise<{ type: string; query: string }>;

// A filtered or sorted listing (/eyeglasses?shape=round&material=metal), which proxy.ts rewrites
// here so the server draws the frames it asks for and each view is cached under its own path, as
// long as the plain listing (app/(listings)/eyeglasses/page.tsx); it canonicalises to the category.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { type: string; query: string }[] {
  return [];
}

async function resolve(params: Params) {
  const { type, query: segment } = await params;
  const listing = listingBySlug(type);
  const query = filteredListingQuery(segment);
  return listing && isRefined(query) ? { listing, query } : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await resolve(params);
  return found ? listingMetadata(found.listing, 1) : { title: NOT_FOUND_TITLE };
}

export default async function FilteredListingPage({ params }: { params: Params }) {
  const found = await resolve(params);
  // docs/product.md#not-found-pages
  if (!found) return <PageNotFound />;
  return <ListingPage listing={found.listing} query={found.query} />;
}
