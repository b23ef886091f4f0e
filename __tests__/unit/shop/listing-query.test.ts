import {
  goodsFiltersOf,
  isRefined,
  listingHref,
  listingQueryString,
  PLAIN_LISTING,
  priceRangeOf,
  readListingQuery,
  searchHref,
  toggleFacet,
  type ListingQuery,
} from '@/lib/shop/listing-query';

// Listing pages filter on frame data, sort and paginate; shared links must always open.
describe('reading a listing URL', () => {
  it.each<[Record<string, string | string[]>, Partial<ListingQuery>]>([
    [{}, PLAIN_LISTING],
    [
      { page: '3', sort: 'newest' },
      { page: 3, sort: 'newest' },
    ],
    [
      { page: '0', sort: 'cheapest' },
      { page: 1, sort: 'featured' },
    ],
    [{ page: 'abc' }, { page: 1 }],
    [{ page: '999999' }, { page: 10_000 }],
    [
      { page: ['2', '5'], sort: 'price-desc' },
      { page: 2, sort: 'price-desc' },
    ],
    [{ shape: 'oval,round' }, { facets: { shape: ['round', 'oval'] } }],
    [{ shape: 'ROUND, round,,hexagon' }, { facets: { shape: ['round'] } }],
    [{ color: 'black', gender: 'women,kids' }, { facets: { color: ['black'], gender: ['women', 'kids'] } }],
    [{ material: 'unobtainium' }, { facets: {} }],
    [{ price: '50-150' }, { price: { min: 50, max: 150 } }],
    [{ price: '150-50' }, { price: { min: 50, max: 150 } }],
    [{ price: '-80' }, { price: { max: 80 } }],
    [{ price: '20-' }, { price: { min: 20 } }],
    [{ price: 'cheap' }, { price: {} }],
    [{ price: '1e3-2' }, { price: { max: 2 } }],
  ])('%j', (query, expected) => {
    expect(readListingQuery(query)).toEqual({ ...PLAIN_LISTING, ...expected });
  });

  it('reads URLSearchParams the same way as page search params', () => {
    const text = 'shape=round&price=10-90&sort=rating&page=4';
    expect(readListingQuery(new URLSearchParams(text))).toEqual(
      readListingQuery(Object.fromEntries(new URLSearchParams(text))),
    );
  });
});

describe('writing a listing URL', () => {
  it.each<[string, string]>([
    ['', ''],
    ['page=1&sort=featured', ''],
    ['page=2', 'page=2'],
    ['sort=newest&shape=oval,round', 'shape=round,oval&sort=newest'],
    ['gender=men&color=black&price=20-', 'color=black&gender=men&price=20-'],
    ['price=-80&page=3', 'price=-80&page=3'],
    // docs/product.md#catalog: the Progressive-ready filter, after the other facets; unknown fits ignored
    ['lenses=progressive&shape=round', 'shape=round&lenses=progressive'],
    ['lenses=Progressive', 'lenses=progressive'],
    ['lenses=bifocal', ''],
    // docs/product.md#fit-filters: the size filters after the facets; a malformed size is ignored
    ['pair=52-18-140&fit=132-140&shape=round', 'shape=round&fit=132-140&pair=52-18-140'],
    ['fit=140-132', ''],
    ['fit=90-140&pair=52-18', ''],
    ['pair=52 18 140', 'pair=52-18-140'],
  ])('%s → %s (one canonical order)', (input, expected) => {
    expect(listingQueryString(readListingQuery(new URLSearchParams(input)))).toBe(expected);
  });

  it('round-trips every query it writes', () => {
    const query = readListingQuery({
      shape: 'cat-eye',
      rim: 'semi-rimless',
      price: '0-200',
      sort: 'price-asc',
      page: '7',
    });
    expect(readListingQuery(new URLSearchParams(listingQueryString(query)))).toEqual(query);
    expect(listingHref('/eyeglasses', query)).toBe(
      '/eyeglasses?shape=cat-eye&rim=semi-rimless&price=0-200&sort=price-asc&page=7',
    );
    expect(listingHref('/eyeglasses', PLAIN_LISTING)).toBe('/eyeglasses');
  });
});

describe('refinements', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['page=5', false],
    ['sort=newest', true],
    ['size=wide', true],
    ['price=-50', true],
    ['fit=132-140', true],
    ['pair=52-18-140', true],
    ['fit=132', false],
  ])('%s refined: %s', (input, refined) => {
    expect(isRefined(readListingQuery(new URLSearchParams(input)))).toBe(refined);
  });

  it('turns a query into /api/goods/list filters in cents, inclusive bounds', () => {
    expect(goodsFiltersOf(PLAIN_LISTING)).toBeUndefined();
    expect(goodsFiltersOf(readListingQuery({ shape: 'round', price: '50-150' }))).toEqual({
      shape: ['round'],
      minPriceCents: 5000,
      maxPriceCents: 15000,
    });
    expect(goodsFiltersOf(readListingQuery({ fit: '132-140', pair: '52-18-140' }))).toEqual({
      fit: { minMm: 132, maxMm: 140 },
      pair: { lensWidthMm: 52, bridgeMm: 18, templeMm: 140 },
    });
  });

  it('toggling a value switches it and returns to the first page', () => {
    const start = readListingQuery({ shape: 'round', page: '3' });
    const added = toggleFacet(start, 'shape', 'square');
    expect(added).toEqual({ ...start, facets: { shape: ['square', 'round'] }, page: 1 });
    expect(toggleFacet(toggleFacet(added, 'shape', 'square'), 'shape', 'round').facets).toEqual({});
  });
});

describe('the keyword of a search page', () => {
  it.each<[string, string | undefined, string]>([
    ['keyword=round+metal&shape=round', 'round metal', 'keyword=round+metal&shape=round'],
    ['keyword=%20%20cat%20%20eye%20', 'cat eye', 'keyword=cat+eye'],
    ['keyword=', undefined, ''],
    [`keyword=${'x'.repeat(150)}`, 'x'.repeat(100), `keyword=${'x'.repeat(100)}`],
  ])('%s', (input, keyword, written) => {
    const query = readListingQuery(new URLSearchParams(input));
    expect(query.keyword).toBe(keyword);
    expect(listingQueryString(query)).toBe(written);
    expect(isRefined(query)).toBe(input.includes('shape'));
  });
});

describe('search addresses and typed price ranges', () => {
  it.each<[string, string]>([
    ['titanium', '/search?keyword=titanium'],
    ['  cat eye ', '/search?keyword=cat+eye'],
    ['50% & more', '/search?keyword=50%25+%26+more'],
  ])('searchHref(%j) → %s', (keyword, href) => {
    expect(searchHref(keyword)).toBe(href);
  });

  it.each<[string, string, ListingQuery['price']]>([
    ['50', '150', { min: 50, max: 150 }],
    ['150', '50', { min: 50, max: 150 }],
    ['', '80', { max: 80 }],
    ['abc', '', {}],
  ])('price %j–%j as typed → %j', (low, high, price) => {
    expect(priceRangeOf(low, high)).toEqual(price);
  });
});
