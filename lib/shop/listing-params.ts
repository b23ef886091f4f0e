import { PRODUCT_SORTS, type ProductSort } from './frame-attributes';

type SearchParams = Record<string, string | string[] | undefined>;

/** The page and sort of a listing URL (?page=2&sort=newest); anything unreadable falls back to the first page, featured. */
export function listingParams(query: SearchParams): { page: number; sort: ProductSort } {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(String(query.page ?? '1'), 10) || 1));
  const sort = PRODUCT_SORTS.includes(query.sort as ProductSort) ? (query.sort as ProductSort) : 'featured';
  return { page, sort };
}
