import type { SeedProduct } from './catalog-types';
import {
  ACCESSORY_OPENINGS,
  CLOSINGS,
  EYEGLASS_DETAILS,
  FRAME_OPENINGS,
  REVIEWER_FIRST_NAMES,
  REVIEWER_INITIALS,
  REVIEW_TITLES,
  SERVICE_REMARKS,
  SUNGLASS_DETAILS,
  type StarBucket,
} from './data/review-copy';
import { createRandom, type Random } from './random';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A product is on sale at least this long before its first review. */
const FIRST_REVIEW_AFTER_MS = 3 * DAY_MS;

/** A generated review before it is inserted; the product is named by its code. */
export interface SeedReview {
  productCode: string;
  authorName: string;
  rating: StarBucket;
  title: string | null;
  body: string;
  verifiedBuyer: boolean;
  createdAt: Date;
}

/**
 * How many reviews a product gets: best sellers 6–12, others 0–12 with about one in five having
 * none yet. A product younger than a few days has none.
 */
function reviewCount(random: Random, product: SeedProduct): number {
  if (product.isBestSeller) return random.int(6, 12);
  const [low, high] = random.weighted<readonly [number, number]>([
    [[0, 0], 22],
    [[1, 4], 40],
    [[5, 8], 28],
    [[9, 12], 10],
  ]);
  return random.int(low, high);
}

/**
 * One rating around the product's quality (its provisional ratingAverage from commerceFields, in
 * hundredths): most reviews land within a star of it, and now and then a shopper is let down.
 */
function drawRating(random: Random, quality: number): StarBucket {
  const dip = random.chance(0.06) ? 2 : 0;
  const stars = Math.round(quality / 100 + (random.next() - 0.5) * 2 - dip);
  return Math.min(5, Math.max(1, stars)) as StarBucket;
}

const MATERIAL_WORDS: Partial<Record<string, string>> = { tr90: 'TR90', mixed: 'two-tone' };

function fill(template: string, product: SeedProduct): string {
  const material = product.frame?.material ?? 'frame';
  return template
    .replaceAll('{name}', product.name)
    .replaceAll('{shape}', product.frame?.shape.replace('-', ' ') ?? 'frame')
    .replaceAll('{material}', MATERIAL_WORDS[material] ?? material);
}

function reviewBody(random: Random, product: SeedProduct, rating: StarBucket): string {
  const sentences =
    product.type === 'accessories'
      ? [random.pick(ACCESSORY_OPENINGS[rating])]
      : [
          random.pick(FRAME_OPENINGS[rating]),
          random.pick((product.type === 'sunglasses' ? SUNGLASS_DETAILS : EYEGLASS_DETAILS)[rating]),
        ];
  if (random.chance(0.5)) sentences.push(random.pick(SERVICE_REMARKS[rating]));
  if (random.chance(0.7)) sentences.push(random.pick(CLOSINGS[rating]));
  return fill(sentences.join(' '), product);
}

function generateReview(random: Random, product: SeedProduct, now: Date): SeedReview {
  const rating = drawRating(random, product.ratingAverage);
  const earliest = product.createdAt.getTime() + FIRST_REVIEW_AFTER_MS;
  const createdAt = new Date(earliest + Math.floor(random.next() * (now.getTime() - HOUR_MS - earliest)));
  return {
    productCode: product.code,
    authorName: `${random.pick(REVIEWER_FIRST_NAMES)} ${random.pick([...REVIEWER_INITIALS])}.`,
    rating,
    title: random.chance(0.75) ? random.pick(REVIEW_TITLES[rating]) : null,
    body: reviewBody(random, product, rating),
    verifiedBuyer: random.chance(0.85),
    createdAt,
  };
}

/**
 * The seed's reviews, deterministic per product code: the same catalog always gets the same
 * reviews, and a product's reviews do not change when the catalog grows.
 */
export function generateReviews(catalog: readonly SeedProduct[], now: Date): SeedReview[] {
  return catalog.flatMap((product) => {
    if (now.getTime() - product.createdAt.getTime() < FIRST_REVIEW_AFTER_MS + DAY_MS) return [];
    const random = createRandom(`reviews:${product.code}`);
    return Array.from({ length: reviewCount(random, product) }, () => generateReview(random, product, now));
  });
}
