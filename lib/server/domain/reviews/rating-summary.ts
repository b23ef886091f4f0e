import type { RatingSummary } from '@/lib/contract/calls/review';

export type Stars = 1 | 2 | 3 | 4 | 5;
export const STARS: readonly Stars[] = [5, 4, 3, 2, 1];

/**
 * The mean rating × 100, rounded half up: how products.rating_average stores it (the SQL in
 * product-ratings.ts rounds the same way). 0 without ratings.
 */
export function ratingHundredths(sum: number, count: number): number {
  return count > 0 ? Math.round((sum * 100) / count) : 0;
}

/**
 * A product's rating summary from how many reviews gave each number of stars. The average is
 * rounded from the stored hundredths exactly as product cards round it (toProductCard), so the
 * summary and the card never disagree by a tenth.
 */
export function summarizeRatings(counts: Partial<Record<Stars, number>>): RatingSummary {
  const stars = {
    5: counts[5] ?? 0,
    4: counts[4] ?? 0,
    3: counts[3] ?? 0,
    2: counts[2] ?? 0,
    1: counts[1] ?? 0,
  };
  const count = STARS.reduce((total, star) => total + stars[star], 0);
  const sum = STARS.reduce((total, star) => total + star * stars[star], 0);
  return { average: Math.round(ratingHundredths(sum, count) / 10) / 10, count, stars };
}
