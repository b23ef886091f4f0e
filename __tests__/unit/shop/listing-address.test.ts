import { filteredListingPath, filteredListingQuery } from '@/lib/shop/listing-address';
import { listingQueryString } from '@/lib/shop/listing-query';

// docs/product.md#filtered-links: a filtered or sorted listing address is drawn by the server at one
// internal address per view, whatever order its query is written in.
describe('filteredListingPath', () => {
  it.each([
    ['/eyeglasses', 'shape=round&material=metal', '/eyeglasses/filter/shape=round&material=metal'],
    ['/eyeglasses', 'material=metal&shape=round', '/eyeglasses/filter/shape=round&material=metal'],
    ['/sunglasses', 'shape=oval,round', '/sunglasses/filter/shape=round,oval'],
    ['/product', 'sort=price-asc', '/product/filter/sort=price-asc'],
    ['/flash-sale', 'price=150-50&page=3', '/flash-sale/filter/price=50-150&page=3'],
    ['/eyeglasses', 'shape=round&keyword=metal', '/eyeglasses/filter/shape=round'],
    ['/eyeglasses', 'page=2', undefined],
    ['/eyeglasses', 'shape=nonsense', undefined],
    ['/eyeglasses', 'sort=featured', undefined],
    ['/eyeglasses', '', undefined],
    ['/search', 'shape=round', undefined],
    ['/eyeglasses/page/2', 'shape=round', undefined],
  ])('%s?%s → %s', (pathname, search, internal) => {
    expect(filteredListingPath(pathname, new URLSearchParams(search))).toBe(internal);
  });
});

describe('filteredListingQuery', () => {
  it.each([
    ['shape=round&material=metal', 'shape=round&material=metal'],
    ['shape%3Dround%26material%3Dmetal', 'shape=round&material=metal'],
    ['sort=newest&page=2', 'sort=newest&page=2'],
    ['keyword=metal&shape=round', 'shape=round'],
    ['%E0%A4%A', ''],
  ])('reads %s as %s', (segment, canonical) => {
    expect(listingQueryString(filteredListingQuery(segment))).toBe(canonical);
  });
});
