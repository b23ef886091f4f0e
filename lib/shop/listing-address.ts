import {
  isRefined,
  LISTING_FACET_NAMES,
  listingQueryString,
  readListingQuery,
  type ListingQuery,
} from './listing-query';
import { LISTINGS } from './listings';

/**
 * The query keys that narrow or re-sort a listing: its filters (the ones readListingQuery reads),
 * the size filters (docs/product.md#fit-filters), the price range and the sort. proxy.ts runs on a listing address only when it carries one of
 * them (its matcher names them too; a unit test keeps the two lists together).
 */
export const LISTING_REFINEMENT_KEYS = [...LISTING_FACET_NAMES, 'fit', 'pair', 'price', 'sort'] as const;

const FILTERED = 'filter';

/** Whether a path is a listing's own address (/eyeglasses … /product). */
export function isListingPath(pathname: string): boolean {
  return LISTINGS.some((listing) => listing.href === pathname);
}

/**
 * The internal address a filtered or sorted listing address is rendered at, so the server draws the
 * frames it asks for and the page cache keeps each view under its own path (docs/product.md#filtered-links):
 * /eyeglasses?material=metal&shape=round → /eyeglasses/filter/shape=round&material=metal. The query
 * is put in its one canonical order, so every spelling of a view shares one cached page. Undefined
 * for an address that is not a listing, or whose query asks for nothing the plain listing does not show.
 */
// docs/product.md#filtered-links
export function filteredListingPath(pathname: string, search: URLSearchParams): string | undefined {
  const listing = LISTINGS.find((candidate) => candidate.href === pathname);
  if (!listing) return undefined;
  const query = readListingQuery(search);
  if (!isRefined(query)) return undefined;
  // A listing's own filters only: a keyword belongs to the search pages.
  const text = listingQueryString({ ...query, keyword: undefined });
  return `${listing.href}/${FILTERED}/${text}`;
}

/** The listing query an internal filtered address carries in its last segment (read leniently). */
export function filteredListingQuery(segment: string): ListingQuery {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is read as it is: the query reader ignores what it does not know.
  }
  return { ...readListingQuery(new URLSearchParams(text)), keyword: undefined };
}
