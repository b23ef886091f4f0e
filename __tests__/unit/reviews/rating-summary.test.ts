import { toProductCard } from '@/lib/server/domain/catalog/product-cards';
import type { ReadCard } from '@/lib/server/domain/catalog/read-card';
import { ratingHundredths, summarizeRatings, type Stars } from '@/lib/server/domain/reviews/rating-summary';

const card = (ratingAverage: number, ratingCount: number): ReadCard => ({
  id: 1,
  code: 'OC1001',
  name: 'Test',
  type: 'eyeglasses',
  summary: '',
  priceCents: 1000,
  flashSalePriceCents: null,
  flashSaleEndsAt: null,
  isNewArrival: false,
  isBestSeller: false,
  ratingAverage,
  ratingCount,
  inStock: true,
  colors: [],
  frameWidthMm: 138,
});

describe('rating summary (docs/product.md#calls review/info)', () => {
  it.each([
    ['no reviews', {}, { average: 0, count: 0, stars: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } }],
    ['one five-star review', { 5: 1 }, { average: 5, count: 1, stars: { 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 } }],
    ['a mix', { 5: 3, 4: 1, 1: 1 }, { average: 4, count: 5, stars: { 5: 3, 4: 1, 3: 0, 2: 0, 1: 1 } }],
    ['a third', { 5: 1, 4: 2 }, { average: 4.3, count: 3, stars: { 5: 1, 4: 2, 3: 0, 2: 0, 1: 0 } }],
    ['a half rounds up', { 5: 1, 4: 3 }, { average: 4.3, count: 4, stars: { 5: 1, 4: 3, 3: 0, 2: 0, 1: 0 } }],
  ])('summarises %s', (_case, counts, expected) => {
    expect(summarizeRatings(counts)).toEqual(expected);
  });

  it('stores the mean as hundredths rounded half up', () => {
    expect(ratingHundredths(0, 0)).toBe(0);
    expect(ratingHundredths(17, 4)).toBe(425);
    expect(ratingHundredths(35, 8)).toBe(438); // 437.5
    expect(ratingHundredths(13, 3)).toBe(433);
  });

  it('always shows the same average as the product card built from the stored rating', () => {
    // Every mix of up to 12 reviews: the summary and the card must agree to the tenth.
    const mixes: Partial<Record<Stars, number>>[] = [];
    for (let five = 0; five <= 12; five += 1)
      for (let four = 0; five + four <= 12; four += 1)
        for (let three = 0; five + four + three <= 12; three += 1)
          for (let one = 0; five + four + three + one <= 12; one += 1)
            mixes.push({ 5: five, 4: four, 3: three, 1: one });
    for (const mix of mixes) {
      const summary = summarizeRatings(mix);
      const sum = 5 * (mix[5] ?? 0) + 4 * (mix[4] ?? 0) + 3 * (mix[3] ?? 0) + (mix[1] ?? 0);
      const shown = toProductCard(card(ratingHundredths(sum, summary.count), summary.count), new Date());
      expect(shown.rating).toEqual({ average: summary.average, count: summary.count });
    }
  });
});
