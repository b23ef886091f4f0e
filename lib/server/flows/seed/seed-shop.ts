import { sql } from 'drizzle-orm';
import { refreshProductListings } from '@/lib/server/domain/catalog';
import { syncProductRatings } from '@/lib/server/domain/reviews';
import type { Database } from '@/lib/server/platform/db';
import { generateCatalog } from './generate-catalog';
import { generateReviews } from './generate-reviews';
import { insertCatalog } from './insert-catalog';
import { insertReviews } from './insert-reviews';
import { insertContent } from './seed-content';
import { insertReference } from './seed-reference';

export interface SeedOptions {
  /** Total products (frames + accessories); default 184: 110 eyeglasses, 50 sunglasses, 24 accessories. */
  products?: number;
  /** The moment the catalog's dates derive from (new arrivals, flash-sale end times). */
  now?: Date;
}

export interface SeedSummary {
  products: number;
  variants: number;
  images: number;
  reviews: number;
  faqArticles: number;
  countries: number;
}

/**
 * Seeds the catalog with its reviews, the storefront content and the reference data in one transaction.
 * The catalog is generated deterministically, so the same options give the same shop.
 */
export async function seedShop(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const catalog = generateCatalog({ products: options.products, now });
  const summary = await db.transaction(async (tx) => {
    // The catalog's triggers rebuild the read models after every statement (migration 0012); a
    // bulk load rebuilds them once at its end instead (10,000 products on PGlite: 11 s, not 18 s).
    await tx.execute(sql`set local oculo.defer_product_read_models = 'on'`);
    const written = await insertCatalog(tx, catalog);
    const reviews = await insertReviews(tx, generateReviews(catalog, now));
    // A product's rating is its reviews' (so card, page and review summary agree), and the read
    // models copy it: ratings first, then the listings.
    await syncProductRatings(tx);
    await tx.execute(sql`set local oculo.defer_product_read_models = 'off'`);
    await refreshProductListings(tx);
    const content = await insertContent(tx, catalog, now);
    const reference = await insertReference(tx);
    return { ...written, reviews, faqArticles: content.faqArticles, countries: reference.countries };
  });
  // Fresh planner statistics: without them a bulk-loaded catalog gets poor query plans.
  await db.execute(sql`analyze`);
  return summary;
}
