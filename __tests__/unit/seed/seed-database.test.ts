import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/lib/server/platform/db/client';
import { seedIfEmpty } from '@/lib/server/flows/seed';
import {
  categories,
  countries,
  faqArticles,
  frameSpecs,
  photoWallEntries,
  productImages,
  productVariants,
  products,
  provinces,
} from '@/lib/server/platform/db/schema';
import { renderProductImage } from '@/lib/server/domain/catalog/media';
import { renderContentImage } from '@/lib/server/domain/content/content-images';
import { colorMask } from '@/lib/server/domain/catalog/color-mask';
import { ensureProductListings } from '@/lib/server/domain/catalog/product-listings';
import { productListings, productSearch } from '@/lib/server/platform/db/schema';
import type { ColorFamily } from '@/lib/shop/frame-attributes';

let handle: DatabaseHandle;
const now = new Date('2025-06-01T12:00:00Z');

beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(handle);
}, 60_000);

afterAll(async () => {
  await handle.close();
});

async function count(table: PgTable): Promise<number> {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

describe('seeding a fresh database', () => {
  it('seeds the catalog, content and reference data once', async () => {
    const started = Date.now();
    expect(await seedIfEmpty(handle.db, { now })).toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);

    expect(await count(products)).toBe(184);
    expect(await count(frameSpecs)).toBe(160);
    const variants = await count(productVariants);
    expect(variants).toBeGreaterThan(184);
    expect(await count(productImages)).toBe(variants * 2);
    expect(await count(categories)).toBe(6);
    expect(await count(faqArticles)).toBeGreaterThanOrEqual(16);
    expect(await count(countries)).toBeGreaterThanOrEqual(55);
    expect(await count(provinces)).toBeGreaterThanOrEqual(72);
    expect(await count(photoWallEntries)).toBe(12);

    expect(await seedIfEmpty(handle.db, { now })).toBe(false);
    expect(await count(products)).toBe(184);
  }, 60_000);

  it('draws the images the seeded rows point at', async () => {
    const [image] = await handle.db.select({ path: productImages.path }).from(productImages).limit(1);
    const [, , , code = '', file = ''] = (image?.path ?? '').split('/');
    const sku = file.replace(/-(front|angle)\.svg$/, '');
    expect(await renderProductImage(handle.db, { kind: 'product', code, sku, view: 'front' })).toContain(
      '<svg',
    );
    expect(
      await renderProductImage(handle.db, { kind: 'product', code, sku: `${code}-ZZZ`, view: 'front' }),
    ).toBeNull();
    expect(await renderContentImage(handle.db, { kind: 'banner', slug: 'flash-sale' })).toContain('<svg');
    expect(await renderContentImage(handle.db, { kind: 'banner', slug: 'nope' })).toBeNull();
    expect(await renderContentImage(handle.db, { kind: 'photo-wall', number: 1 })).toContain('<svg');
    expect(await renderContentImage(handle.db, { kind: 'photo-wall', number: 99 })).toBeNull();
  }, 60_000);
});

describe('the listing read model', () => {
  it('holds every product, with the colour bits of its variants', async () => {
    expect(await count(productListings)).toBe(184);
    expect(await count(productSearch)).toBe(184);
    const variants = await handle.db
      .select({ productId: productVariants.productId, family: productVariants.colorFamily })
      .from(productVariants);
    const families = new Map<number, ColorFamily[]>();
    for (const { productId, family } of variants)
      families.set(productId, [...(families.get(productId) ?? []), family as ColorFamily]);
    const rows = await handle.db
      .select({ id: productListings.productId, mask: productListings.colorMask })
      .from(productListings);
    for (const row of rows) expect(row.mask).toBe(colorMask(families.get(row.id) ?? []));
  }, 60_000);

  it('is rebuilt at start when it is empty but products exist, and left alone otherwise', async () => {
    expect(await ensureProductListings(handle.db)).toBe(false);
    await handle.db.execute(sql`truncate product_listings, product_search`);
    expect(await ensureProductListings(handle.db)).toBe(true);
    expect(await count(productListings)).toBe(184);
    expect(await count(productSearch)).toBe(184);
  }, 60_000);
});
