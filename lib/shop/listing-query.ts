import {
  COLOR_FAMILIES,
  FRAME_GENDERS,
  FRAME_MATERIALS,
  FRAME_RIMS,
  FRAME_SHAPES,
  FRAME_SIZES,
  LENS_FITS,
  PRODUCT_SORTS,
  type ProductSort,
} from './frame-attributes';
import {
  fitRangeText,
  pairSizeText,
  readFitRange,
  readPairSize,
  type FitRange,
  type PairSize,
} from './frame-size-filters';

/** The frame data a listing filters on (the catalog's filters), each with the values it accepts. */
export const LISTING_FACETS = {
  shape: FRAME_SHAPES,
  material: FRAME_MATERIALS,
  rim: FRAME_RIMS,
  color: COLOR_FAMILIES,
  size: FRAME_SIZES,
  gender: FRAME_GENDERS,
  lenses: LENS_FITS,
} as const;
export type ListingFacet = keyof typeof LISTING_FACETS;
export const LISTING_FACET_NAMES = Object.keys(LISTING_FACETS) as ListingFacet[];

export type FacetValue<F extends ListingFacet> = (typeof LISTING_FACETS)[F][number];
export type ChosenFacets = { [F in ListingFacet]?: FacetValue<F>[] };

export const LAST_LISTING_PAGE = 10_000;

/** The facet's known values that are in `chosen`, in the facet's own order. */
function knownValues(facet: ListingFacet, chosen: Set<string>): string[] {
  return (LISTING_FACETS[facet] as readonly string[]).filter((value) => chosen.has(value));
}

/** What a listing URL asks for: /eyeglasses?shape=round,oval&price=50-150&sort=newest&page=2 */
export interface ListingQuery {
  /** The search words of a /search page; absent on category pages. */
  keyword?: string;
  page: number;
  sort: ProductSort;
  /** Chosen values per facet, in the facet's own order, without repeats. */
  facets: ChosenFacets;
  /** Whole US dollars; either end may be open. */
  price: { min?: number; max?: number };
  /** "Frames that fit me": frame total widths, mm (fit=132-140; docs/product.md#fit-filters). */
  fit?: FitRange;
  /** "Like my current pair": its lens width, bridge and temple, mm (pair=52-18-140). */
  pair?: PairSize;
}

type QueryValue = string | string[] | undefined;
type QuerySource = URLSearchParams | Record<string, QueryValue>;

function first(source: QuerySource, name: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value[0] : value;
}

function wholeNumber(text: string | undefined, max: number): number | undefined {
  if (!text || !/^\d{1,7}$/.test(text.trim())) return undefined;
  return Math.min(max, Number(text));
}

/** A price range from its two ends as typed (whole US dollars); a reversed range is read the way the shopper meant it. */
export function priceRangeOf(low: string | undefined, high: string | undefined): ListingQuery['price'] {
  const min = wholeNumber(low, 100_000);
  const max = wholeNumber(high, 100_000);
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function readPrice(text: string | undefined): ListingQuery['price'] {
  const [low, high] = (text ?? '').split('-');
  return priceRangeOf(low, high);
}

/**
 * Reads a listing URL's query. Anything unreadable falls back to the plain listing (page 1,
 * featured, no filters) rather than failing: shared and crawled links must always open.
 */
export function readListingQuery(source: QuerySource): ListingQuery {
  const page = Math.max(
    1,
    Math.min(LAST_LISTING_PAGE, Number.parseInt(first(source, 'page') ?? '1', 10) || 1),
  );
  const sortText = first(source, 'sort');
  const sort = PRODUCT_SORTS.includes(sortText as ProductSort) ? (sortText as ProductSort) : 'featured';
  const facets: ListingQuery['facets'] = {};
  for (const facet of LISTING_FACET_NAMES) {
    const asked = new Set((first(source, facet) ?? '').split(',').map((value) => value.trim().toLowerCase()));
    const values = knownValues(facet, asked);
    // The values were checked against the facet's own list just above.
    if (values.length > 0) (facets as Record<ListingFacet, string[]>)[facet] = values;
  }
  const keyword = first(source, 'keyword')?.trim().replace(/\s+/g, ' ').slice(0, 100);
  // A malformed or out-of-bounds size is ignored, as an unknown filter value is.
  const fit = readFitRange(first(source, 'fit'));
  const pair = readPairSize(first(source, 'pair'));
  return {
    ...(keyword ? { keyword } : {}),
    page,
    sort,
    facets,
    price: readPrice(first(source, 'price')),
    ...(fit ? { fit } : {}),
    ...(pair ? { pair } : {}),
  };
}

/** Whether a facet value is chosen in the query. */
export function isChosen(query: ListingQuery, facet: ListingFacet, value: string): boolean {
  return (query.facets[facet] as readonly string[] | undefined)?.includes(value) ?? false;
}

/** Whether the shopper narrowed or re-sorted the listing (such URLs canonicalise to the plain listing). */
export function isRefined(query: ListingQuery): boolean {
  return (
    query.sort !== 'featured' ||
    Object.keys(query.facets).length > 0 ||
    query.fit !== undefined ||
    query.pair !== undefined ||
    query.price.min !== undefined ||
    query.price.max !== undefined
  );
}

/** The query string of a listing URL, in one canonical order; "" for the plain first page. */
export function listingQueryString(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  for (const facet of LISTING_FACET_NAMES) {
    const values = query.facets[facet];
    if (values?.length) params.set(facet, values.join(','));
  }
  if (query.fit) params.set('fit', fitRangeText(query.fit));
  if (query.pair) params.set('pair', pairSizeText(query.pair));
  if (query.price.min !== undefined || query.price.max !== undefined) {
    params.set('price', `${query.price.min ?? ''}-${query.price.max ?? ''}`);
  }
  if (query.sort !== 'featured') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  // Commas are legal in a query and keep shared links readable.
  return params.toString().replaceAll('%2C', ',');
}

export function listingHref(path: string, query: ListingQuery): string {
  const text = listingQueryString(query);
  return text ? `${path}?${text}` : path;
}

/** The filters of /api/goods/list for a listing query (prices in cents), or undefined when there are none. */
export function goodsFiltersOf(query: ListingQuery) {
  const filters = {
    ...query.facets,
    ...(query.fit ? { fit: query.fit } : {}),
    ...(query.pair ? { pair: query.pair } : {}),
    ...(query.price.min === undefined ? {} : { minPriceCents: query.price.min * 100 }),
    ...(query.price.max === undefined ? {} : { maxPriceCents: query.price.max * 100 }),
  };
  return Object.keys(filters).length > 0 ? filters : undefined;
}

/** The same query with one facet value switched on or off; back to page 1, since the results change. */
export function toggleFacet(query: ListingQuery, facet: ListingFacet, value: string): ListingQuery {
  const chosen = new Set<string>(query.facets[facet] ?? []);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  const values = knownValues(facet, chosen);
  const facets: Record<string, string[]> = { ...query.facets };
  if (values.length > 0) facets[facet] = values;
  else delete facets[facet];
  return { ...query, facets: facets as ChosenFacets, page: 1 };
}

export const PLAIN_LISTING: ListingQuery = { page: 1, sort: 'featured', facets: {}, price: {} };

/** The search page address for a keyword: /search?keyword=… */
export function searchHref(keyword: string): string {
  return listingHref('/search', { ...PLAIN_LISTING, keyword: keyword.trim() });
}

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, count: number): (number | 'gap')[] {
  const shown = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  return pages.flatMap((page, index) =>
    index > 0 && page - (pages[index - 1] ?? page) > 1 ? ['gap' as const, page] : [page],
  );
}
