import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { firstSaleEndIn, goodsAttributes, listGoods } from '@/lib/server/domain/catalog';
import { refreshPageBy } from '@/lib/server/platform/page-cache';
import { goodsFiltersOf, type ListingQuery } from '@/lib/shop/listing-query';
import { listsFrames, type Listing } from '@/lib/shop/listings';
import { cardProductOf } from './card-product';
import { ListingExplorer } from './listing-explorer';
import styles from './listing.module.css';

export const LISTING_PAGE_SIZE = 24;
const ANCHOR = 'listing-top';

/** Title, description and canonical address of a listing page; filtered and sorted views canonicalise here. */
export function listingMetadata(listing: Listing, page: number): Metadata {
  const path = page > 1 ? `${listing.href}?page=${page}` : listing.href;
  const title = page > 1 ? `${listing.name} – page ${page}` : listing.name;
  return {
    title,
    description: listing.description,
    alternates: { canonical: path },
    openGraph: { type: 'website', url: path, title, description: listing.description },
  };
}

/**
 * A category or all-frames page as the server renders and caches it: one page of the listing, plain
 * or as a filtered address asks (docs/product.md#filtered-links). The HTML carries every product
 * link; the browser island takes over further filters and sorting.
 */
export async function ListingPage({ listing, query }: { listing: Listing; query: ListingQuery }) {
  const { page } = query;
  const filters = goodsFiltersOf(query);
  const [result, facets, saleEnd] = await Promise.all([
    listGoods({ category: listing.scope, filters, sort: query.sort, page, pageSize: LISTING_PAGE_SIZE }),
    listsFrames(listing) ? goodsAttributes({ category: listing.scope, filters }) : Promise.resolve(null),
    firstSaleEndIn({ category: listing.scope }),
  ]);
  // Cached until a change notice drops it, or the first sale among its products ends.
  await refreshPageBy(saleEnd);
  // A page past the last one (docs/product.md#not-found-pages)
  if (page > 1 && page > result.pageCount) return <PageNotFound />;
  const initial = {
    query,
    result: { list: result.list.map(cardProductOf), total: result.total, pageCount: result.pageCount },
  };
  return (
    <div className={`container ${styles.listing}`} data-testid="listing" data-scope={listing.scope}>
      <header className={styles.header} id={ANCHOR}>
        <h1>{listing.name}</h1>
        <p className={styles.lead}>{listing.description}</p>
      </header>
      <ListingExplorer
        path={listing.href}
        scope={listing.scope}
        pageSize={LISTING_PAGE_SIZE}
        initial={initial}
        facets={facets}
        anchorId={ANCHOR}
      />
    </div>
  );
}
