import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { ListingPage, listingMetadata } from '@/components/catalog/listing-page';
import { LAST_LISTING_PAGE, PLAIN_LISTING } from '@/lib/shop/listing-query';
import { listingBySlug } from '@/lib/shop/listings';

type Params = Promise<{ type: string; page: string }>;

// Pages 2, 3 … of a listing: shoppers and crawlers ask for /eyeglasses?page=2, which
// next.config.ts rewrites here so each page is cached like the first (and as long: app/(listings)/eyeglasses/page.tsx).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { type: string; page: string }[] {
  return [];
}

async function resolve(params: Params) {
  const { type, page } = await params;
  const listing = listingBySlug(type);
  const number = /^[1-9]\d*$/.test(page) ? Number(page) : Number.NaN;
  return listing && number >= 2 && number <= LAST_LISTING_PAGE ? { listing, page: number } : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await resolve(params);
  return found ? listingMetadata(found.listing, found.page) : { title: NOT_FOUND_TITLE };
}

export default async function ListingPageN({ params }: { params: Params }) {
  const found = await resolve(params);
  // docs/product.md#not-found-pages
  if (!found) return <PageNotFound />;
  return <ListingPage listing={found.listing} query={{ ...PLAIN_LISTING, page: found.page }} />;
}
