import { listingParams } from '@/lib/shop/listing-params';

describe('listing URL parameters', () => {
  it.each([
    [{}, { page: 1, sort: 'featured' }],
    [
      { page: '3', sort: 'newest' },
      { page: 3, sort: 'newest' },
    ],
    [
      { page: '0', sort: 'cheapest' },
      { page: 1, sort: 'featured' },
    ],
    [{ page: 'abc' }, { page: 1, sort: 'featured' }],
    [{ page: '999999' }, { page: 10_000, sort: 'featured' }],
    [
      { page: ['2', '5'], sort: 'price-desc' },
      { page: 2, sort: 'price-desc' },
    ],
  ])('%j → %j', (query, expected) => {
    expect(listingParams(query)).toEqual(expected);
  });
});
