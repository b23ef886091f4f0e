import { listingOrder } from '@/lib/shop/listing-order';

// docs/product.md#listing-order: the shop's own order puts sold-out frames, then kids' frames,
// after the rest; a sort the shopper picks is that order alone.
describe('listingOrder', () => {
  it.each([
    ['featured', false, ['in-stock-first', 'adults-first', 'featured-rank', 'id']],
    ['featured', true, ['relevance', 'in-stock-first', 'adults-first', 'featured-rank', 'id']],
    ['newest', false, ['newest', 'id']],
    ['newest', true, ['newest', 'id']],
    ['price-asc', false, ['price-low', 'id']],
    ['price-desc', true, ['price-high', 'id']],
    ['rating', false, ['rating', 'id']],
  ] as const)('%s (keyword ranked: %s) → %j', (sort, byRelevance, keys) => {
    expect(listingOrder(sort, byRelevance)).toEqual(keys);
  });

  it('ends every order on the id, so pages never repeat or skip a frame', () => {
    for (const sort of ['featured', 'newest', 'price-asc', 'price-desc', 'rating'] as const) {
      expect(listingOrder(sort, false).at(-1)).toBe('id');
    }
  });
});
