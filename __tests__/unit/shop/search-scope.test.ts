import { isUnknownSearchPath, searchScopeOf } from '@/lib/shop/search-scope';

// /search searches the whole shop, /search/:type one listing; anything else under /search is the
// 404 page, which proxy.ts answers before the page renders (docs/product.md#not-found-pages).
describe('searchScopeOf', () => {
  it.each([
    ['no segment: the whole shop', undefined, null],
    ['no segment: the whole shop', [], null],
    ['a listing', ['eyeglasses'], 'eyeglasses'],
    ['all frames', ['product'], 'frames'],
    ['accessories', ['accessories'], 'accessories'],
    ['a word that names no listing', ['zzz'], undefined],
    ['a listing and more', ['eyeglasses', 'more'], undefined],
    ['a category key, not its address', ['flash_sale'], undefined],
  ])('%s: %p', (_, segments, scope) => {
    const listing = searchScopeOf(segments);
    expect(listing === null || listing === undefined ? listing : listing.scope).toBe(scope);
  });
});

describe('isUnknownSearchPath', () => {
  it.each([
    ['/search', false],
    ['/search/', false],
    ['/search/eyeglasses', false],
    ['/search/eyegl%61sses', false],
    ['/search/new-arrivals', false],
    ['/search/zzz', true],
    ['/search/eyeglasses/more', true],
    ['/search/%E0%A4%A', true],
    // not search pages at all
    ['/searches/zzz', false],
    ['/eyeglasses', false],
    ['/details/OC1052/lenses', false],
  ])('%s → %p', (pathname, unknown) => {
    expect(isUnknownSearchPath(pathname)).toBe(unknown);
  });
});
