import { listingBySlug, type Listing } from './listings';

// /search searches the whole shop, /search/:type within one listing (accessories among them); any
// other address under /search is the 404 page (docs/product.md#not-found-pages).

const SEARCH_PATH = '/search';

/**
 * The listing a search address's segments keep the results within: null for the whole shop (no
 * segment), undefined when they name no listing (the 404 page).
 */
export function searchScopeOf(segments: readonly string[] | undefined): Listing | null | undefined {
  const [slug, ...rest] = segments ?? [];
  if (slug === undefined) return null;
  return rest.length === 0 ? listingBySlug(slug) : undefined;
}

/** The path's segments as the page's params carry them (decoded), or null if one cannot be decoded. */
function decodedSegments(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * Whether a path is under /search and names no listing (/search/zzz, /search/eyeglasses/more).
 * proxy.ts answers those with the 404 page before the search page renders
 * (docs/product.md#not-found-pages).
 */
export function isUnknownSearchPath(pathname: string): boolean {
  if (pathname !== SEARCH_PATH && !pathname.startsWith(`${SEARCH_PATH}/`)) return false;
  const segments = decodedSegments(pathname.slice(SEARCH_PATH.length));
  return segments === null || searchScopeOf(segments) === undefined;
}
