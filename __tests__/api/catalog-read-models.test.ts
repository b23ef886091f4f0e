import { eq, sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { forgetCatalogAnswers } from '@/lib/server/domain/catalog/catalog-answers';
import { database } from '@/lib/server/platform/db/database';
import { products, productVariants } from '@/lib/server/platform/db/schema';
import { applyPageChange } from '@/lib/server/platform/page-cache/page-change-listener';
import { post } from '../support/call-route';

// The listing answers from read models (product_listings, product_search, product_cards), which
// triggers rebuild on every write (migration 0012): these tests change the product rows underneath
// and check what a shopper then sees. catalog-read-models-follow-writes.test.ts writes by plain SQL.
type Page = { list: ProductCard[]; total: number };
const list = async (body: Record<string, unknown>) => {
  const result = await post<Page>('/api/goods/list', body);
  expect(result.body.code).toBe(200);
  return result.body.data;
};
const cardOf = async (code: string) =>
  (await list({ keyword: code })).list.find((card) => card.code === code);

async function firstFrame() {
  const db = await database();
  const [row] = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(eq(products.type, 'eyeglasses'))
    .limit(1);
  if (!row) throw new Error('no frame seeded');
  return { db, ...row };
}

describe('catalog read models behind POST /api/goods/list', () => {
  it('finds a product by its code, as pasted from a shared link', async () => {
    const { code } = await firstFrame();
    expect((await list({ keyword: code.toLowerCase() })).list.map((card) => card.code)).toEqual([code]);
  });

  it('answers a product page with the price just written', async () => {
    const { db, id, code } = await firstFrame();
    await db.update(products).set({ priceCents: 8765, flashSalePriceCents: null }).where(eq(products.id, id));
    const detail = (await post<ProductCard>('/api/goods/info', { code })).body.data;
    expect(detail.priceCents).toBe(8765);
    expect(detail.salePriceCents).toBeNull();
  });

  it('shows a renamed product at once', async () => {
    const { db, id } = await firstFrame();
    await db
      .update(products)
      .set({ name: 'Quillon Zephyr', searchText: 'quillon zephyr' })
      .where(eq(products.id, id));
    const found = await list({ keyword: 'quillon' });
    expect(found.list.map((card) => card.name)).toEqual(['Quillon Zephyr']);
  });

  it('reads stock live: a sold-out frame is out of stock without a refresh', async () => {
    const { db, id, code } = await firstFrame();
    expect((await post<ProductCard>('/api/goods/info', { code })).body.data.inStock).toBe(true);
    await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, id));
    // A cached answer may show the old stock for CATALOG_CACHE_SECONDS; a fresh one reads it live.
    forgetCatalogAnswers();
    expect((await cardOf(code))?.inStock).toBe(false);
    expect((await post<ProductCard>('/api/goods/info', { code })).body.data.inStock).toBe(false);
  });

  it('drops a withdrawn product from listings and counts', async () => {
    const { db, id, code } = await firstFrame();
    const before = await list({ category: 'eyeglasses' });
    await db.update(products).set({ isActive: false }).where(eq(products.id, id));
    const after = await list({ category: 'eyeglasses', pageSize: 60 });
    expect(after.total).toBe(before.total - 1);
    expect(after.list.some((card) => card.code === code)).toBe(false);
    expect((await post('/api/goods/info', { code })).body.code).toBe(404);
  });

  it('filters on a colour a variant gained', async () => {
    const { db } = await firstFrame();
    const [active] = await db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(
        sql`${products.type} = 'eyeglasses' and ${products.isActive} and not exists (
        select 1 from product_variants v where v.product_id = ${products.id} and v.color_family = 'purple')`,
      )
      .limit(1);
    if (!active) throw new Error('every frame is already purple');
    await db
      .update(productVariants)
      .set({ colorFamily: 'purple' })
      .where(eq(productVariants.productId, active.id));
    const card = await cardOf(active.code);
    expect(card?.colors.every((color) => color.family === 'purple')).toBe(true);
    const purple = await list({ category: 'eyeglasses', filters: { color: ['purple'] }, pageSize: 60 });
    expect(purple.list.some((listed) => listed.code === active.code)).toBe(true);
  });
});

describe('catalog answer cache behind POST /api/goods/list and /api/goods/attribute', () => {
  it('answers a repeated listing from memory until a change notice names the product', async () => {
    const db = await database();
    const body = { category: 'sunglasses', sort: 'newest', pageSize: 6 };
    const before = await list(body);
    const [top] = before.list;
    if (!top) throw new Error('no sunglasses seeded');
    await db.update(products).set({ name: 'Renamed Behind The Cache' }).where(eq(products.id, top.id));
    expect((await list(body)).list[0]?.name).toBe(top.name);
    // The notice the write sent (migration 0010), as this server's listener hands it on.
    applyPageChange(`product:${top.code}`);
    expect((await list(body)).list[0]?.name).toBe('Renamed Behind The Cache');
  });

  it('treats filters given in another order as the same question', async () => {
    const one = await list({ category: 'eyeglasses', filters: { shape: ['round', 'oval'] } });
    const other = await list({ category: 'eyeglasses', filters: { shape: ['oval', 'round'] } });
    expect(other).toEqual(one);
  });
});
