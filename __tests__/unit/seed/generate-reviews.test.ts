import { generateCatalog } from '@/lib/server/flows/seed/generate-catalog';
import { generateReviews } from '@/lib/server/flows/seed/generate-reviews';
import { reviewProblems } from '@/lib/shop/review-rules';

const now = new Date('2025-06-01T12:00:00Z');
const catalog = generateCatalog({ now });
const reviews = generateReviews(catalog, now);
const perProduct = new Map(
  catalog.map((product) => [product.code, reviews.filter((r) => r.productCode === product.code)]),
);

describe('seed reviews', () => {
  it('are the same for the same catalog, and a product keeps its reviews when the catalog grows', () => {
    expect(generateReviews(catalog, now)).toEqual(reviews);
    const larger = generateCatalog({ now, products: 400 });
    const first = catalog[0];
    expect(generateReviews(larger, now).filter((r) => r.productCode === first?.code)).toEqual(
      perProduct.get(first?.code ?? ''),
    );
  });

  it('give each product 0–12 reviews, some none, every best seller several', () => {
    const counts = [...perProduct.values()].map((list) => list.length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(catalog.length * 0.05);
    expect(counts.filter((count) => count >= 5).length).toBeGreaterThan(catalog.length * 0.2);
    for (const product of catalog) {
      if (product.isBestSeller && now.getTime() - product.createdAt.getTime() > 5 * 86_400_000) {
        expect(perProduct.get(product.code)?.length).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('pass the moderation rules shoppers are held to (docs/product.md#calls review/save)', () => {
    for (const review of reviews) {
      expect(reviewProblems({ rating: review.rating, title: review.title, text: review.body })).toEqual({});
    }
  });

  it('are varied: many distinct texts and authors, every star given somewhere', () => {
    expect(new Set(reviews.map((review) => review.body)).size).toBeGreaterThan(reviews.length * 0.6);
    expect(new Set(reviews.map((review) => review.authorName)).size).toBeGreaterThan(100);
    expect(new Set(reviews.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const review of reviews) expect(review.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
  });

  it('are written after the product went on sale and before now', () => {
    const created = new Map(catalog.map((product) => [product.code, product.createdAt.getTime()]));
    for (const review of reviews) {
      expect(review.createdAt.getTime()).toBeGreaterThan(created.get(review.productCode) ?? Infinity);
      expect(review.createdAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('follow the product: a well-liked product mostly gets four and five stars', () => {
    const liked = catalog
      .filter((product) => product.ratingAverage >= 470)
      .flatMap((p) => perProduct.get(p.code) ?? []);
    const high = liked.filter((review) => review.rating >= 4).length;
    expect(liked.length).toBeGreaterThan(20);
    expect(high / liked.length).toBeGreaterThan(0.75);
  });
});
