import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchResults } from '@/components/catalog/search-results';
import { readListingQuery } from '@/lib/shop/listing-query';
import { searchScopeOf } from '@/lib/shop/search-scope';

type Params = Promise<{ type?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { keyword } = readListingQuery(await searchParams);
  return {
    title: keyword ? `Search: ${keyword}` : 'Search',
    // Result pages are endless near-duplicates of the listings: kept out of the index (and robots.txt).
    robots: { index: false, follow: true },
  };
}

/** /search and /search/:type: keyword results, in the whole shop or within one listing. */
export default async function SearchPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const listing = searchScopeOf((await params).type);
  // proxy.ts has answered these with the 404 page already, drawn by the server: this page renders
  // per request, and its own notFound() would be drawn in the browser only (docs/product.md#not-found-pages).
  if (listing === undefined) notFound();
  return <SearchResults listing={listing} query={readListingQuery(await searchParams)} />;
}
