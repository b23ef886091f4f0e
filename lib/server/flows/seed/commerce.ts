import type { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Price points end in .95 or .00: $9.95, $25.00, $129.00 … */
export function pricePoint(random: Random, lowDollars: number, highDollars: number): number {
  const ladder: number[] = [];
  for (let dollars = 4; dollars <= 128; dollars += 5) {
    if (dollars >= lowDollars && dollars <= highDollars) ladder.push(dollars);
  }
  const dollars = ladder.length > 0 ? random.pick(ladder) : lowDollars;
  return random.chance(0.7) ? dollars * 100 + 95 : (dollars + 1) * 100;
}

/** A flash-sale price 20–40% off, ending in .95 or .00 like the regular price. */
export function salePrice(random: Random, priceCents: number): number {
  const target = priceCents * (1 - (0.2 + random.next() * 0.2));
  const wholeDollars = Math.floor(target / 100);
  let sale = priceCents % 100 === 95 ? wholeDollars * 100 - 5 : wholeDollars * 100;
  if (sale < priceCents * 0.6) sale += 100;
  return Math.max(sale, 95);
}

export interface CommerceFields {
  priceCents: number;
  flashSalePriceCents: number | null;
  flashSaleEndsAt: Date | null;
  isNewArrival: boolean;
  isBestSeller: boolean;
  /** A provisional score; the catalog turns it into ranks 1…n. */
  featuredRank: number;
  /**
   * Provisional: the product's intended quality (× 100), which the seed's reviews are drawn
   * around. The seed then stores the rating its reviews give (syncProductRatings), so the
   * stored rating and count are the reviews', not these.
   */
  ratingAverage: number;
  ratingCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Price, flags, ratings and dates; every time derives from `now` so the seed is repeatable. */
export function commerceFields(random: Random, now: Date, [low, high]: [number, number]): CommerceFields {
  const priceCents = pricePoint(random, low, high);
  const onFlashSale = random.chance(0.15);
  const isNewArrival = random.chance(0.2);
  const isBestSeller = random.chance(0.2);
  const createdAt = new Date(
    now.getTime() -
      (isNewArrival ? random.int(1, 30) : random.int(45, 720)) * DAY_MS -
      random.int(0, 23) * HOUR_MS,
  );
  const ratingCount = isBestSeller ? random.int(120, 2400) : random.int(3, 180);
  return {
    priceCents,
    flashSalePriceCents: onFlashSale ? salePrice(random, priceCents) : null,
    flashSaleEndsAt: onFlashSale
      ? new Date(now.getTime() + random.int(1, 10) * DAY_MS + random.int(0, 23) * HOUR_MS)
      : null,
    isNewArrival,
    isBestSeller,
    featuredRank: isBestSeller ? random.int(1, 400_000) : random.int(100_000, 1_000_000),
    ratingAverage: isBestSeller ? random.int(440, 495) : random.int(350, 500),
    ratingCount,
    createdAt,
    updatedAt: createdAt,
  };
}
