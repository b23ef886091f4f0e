import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchResults } from '@/components/catalog/search-results';
import { readListingQuery } from '@/lib/shop/listing-query';
import { listingBySlug, type Listing } from '@/lib/shop/listings';

type Params = Promise<{ type?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** spec §2 "/search" with children ":type?" and "accessories": keyword results, optionally within a category. */
function scopeOf(segments: string[] | undefined): Listing | null | undefined {
  const [slug, ...rest] = segments ?? [];
  if (slug === undefined) return null;
  return rest.length === 0 ? listingBySlug(slug) : undefined;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { keyword } = readListingQuery(await searchParams);
  return {
    title: keyword ? `Search: ${keyword}` : 'Search',
    // Result pages are endless near-duplicates of the listings: kept out of the index (and robots.txt).
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const listing = scopeOf((await params).type);
  if (listing === undefined) notFound();
  return <SearchResults listing={listing} query={readListingQuery(await searchParams)} />;
}
