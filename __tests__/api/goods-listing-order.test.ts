import { sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { forgetCatalogAnswers } from '@/lib/server/domain/catalog';
import { database } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { post } from '../support/call-route';

// docs/product.md#listing-order: the featured order (every listing's default, the home rails')
// puts sold-out frames last and kids' frames after the adults' ones; a chosen sort is left alone.

type Page = { list: ProductCard[]; total: number; pageCount: number };

async function page(body: Record<string, unknown>): Promise<Page> {
  const answer = await post<Page>('/api/goods/list', { pageSize: 60, ...body });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

/** Every card of a listing, page after page. */
async function wholeListing(body: Record<string, unknown>): Promise<ProductCard[]> {
  const first = await page(body);
  const cards = [...first.list];
  for (let number = 2; number <= first.pageCount; number += 1)
    cards.push(...(await page({ ...body, page: number })).list);
  return cards;
}

async function setStockOf(code: string, stock: number): Promise<void> {
  await (
    await database()
  ).execute(sql`update product_variants set stock = ${stock}
    where product_id = (select id from products where code = ${code})`);
  forgetCatalogAnswers();
}

async function kidsCodes(): Promise<Set<string>> {
  const result = await (
    await database()
  ).execute(sql`select p.code from products p
    join frame_specs f on f.product_id = p.id where f.gender = 'kids'`);
  return new Set(rowsOf<{ code: string }>(result).map((row) => row.code));
}

/** Whether every card for which `late` holds comes after every card for which it does not. */
const lastOf = (cards: ProductCard[], late: (card: ProductCard) => boolean) => {
  const flags = cards.map(late);
  const firstLate = flags.indexOf(true);
  return firstLate === -1 || !flags.slice(firstLate).includes(false);
};

describe('the featured order of POST /api/goods/list', () => {
  it.each(['flash_sale', 'eyeglasses', 'sunglasses', 'new_arrivals', 'best_sellers', 'frames'])(
    'lists %s with every sold-out frame after the frames in stock',
    async (category) => {
      // A listing's two first frames sell out: they move behind every frame in stock.
      const [first, second] = (await page({ category, pageSize: 2 })).list;
      if (!first || !second) throw new Error(`the seed should list ${category}`);
      await setStockOf(first.code, 0);
      await setStockOf(second.code, 0);
      try {
        const cards = await wholeListing({ category });
        expect(cards.filter((card) => !card.inStock).length).toBeGreaterThanOrEqual(2);
        expect(cards[0]?.inStock).toBe(true);
        expect(lastOf(cards, (card) => !card.inStock)).toBe(true);
        // Among the sold-out frames the featured order holds: the first stays ahead of the second.
        const codes = cards.map((card) => card.code);
        expect(codes.indexOf(first.code)).toBeLessThan(codes.indexOf(second.code));
      } finally {
        await setStockOf(first.code, 5);
        await setStockOf(second.code, 5);
      }
      // Back in stock, the frame is back where it was.
      expect((await page({ category, pageSize: 1 })).list[0]?.code).toBe(first.code);
    },
  );

  it('puts a colour that sells out by an order behind the frames in stock, and back when it returns', async () => {
    const [first] = (await page({ category: 'eyeglasses', pageSize: 1 })).list;
    if (!first) throw new Error('the seed should list eyeglasses');
    const db = await database();
    // Every colour but one sold out already; the last one sells its last unit.
    await db.execute(sql`update product_variants set stock = case when sort = (select min(sort)
        from product_variants v where v.product_id = product_variants.product_id) then 1 else 0 end
      where product_id = ${first.id}`);
    forgetCatalogAnswers();
    expect((await page({ category: 'eyeglasses', pageSize: 1 })).list[0]?.code).toBe(first.code);
    await db.execute(
      sql`update product_variants set stock = stock - 1 where product_id = ${first.id} and stock > 0`,
    );
    forgetCatalogAnswers();
    const cards = await wholeListing({ category: 'eyeglasses' });
    expect(cards.filter((card) => !card.inStock).map((card) => card.code)).toContain(first.code);
    expect(lastOf(cards, (card) => !card.inStock)).toBe(true);
    await setStockOf(first.code, 3);
    expect((await page({ category: 'eyeglasses', pageSize: 1 })).list[0]?.code).toBe(first.code);
  });

  it.each(['eyeglasses', 'frames'])('opens %s on adults’ frames, kids’ ones after', async (category) => {
    const kids = await kidsCodes();
    const cards = await wholeListing({ category });
    const inStock = cards.filter((card) => card.inStock);
    expect(inStock.some((card) => kids.has(card.code))).toBe(true);
    expect(kids.has(cards[0]?.code ?? '')).toBe(false);
    expect(lastOf(inStock, (card) => kids.has(card.code))).toBe(true);
  });

  it('orders a keyword search’s equally good matches as their listing: a change of stock, rank or withdrawal shows', async () => {
    // Every pair of eyeglasses, and nothing else, says "optical" once in its search words: the
    // matches are equally good, so the keyword's featured order is the category's.
    const codes = async (body: Record<string, unknown>) =>
      (await wholeListing(body)).map((card) => card.code);
    const [first, second, third] = (await page({ category: 'eyeglasses', pageSize: 3 })).list;
    if (!first || !second || !third) throw new Error('the seed should list eyeglasses');
    const db = await database();
    const [{ rank } = { rank: 0 }] = rowsOf<{ rank: number }>(
      await db.execute(sql`select featured_rank as "rank" from products where code = ${third.code}`),
    );
    const setProduct = async (change: ReturnType<typeof sql>) => {
      await db.execute(sql`update products set ${change} where code = ${third.code}`);
      forgetCatalogAnswers();
    };
    await setStockOf(first.code, 0);
    await setProduct(sql`featured_rank = -1`);
    try {
      const listed = await codes({ category: 'eyeglasses' });
      expect(listed[0]).toBe(third.code);
      expect(listed.indexOf(first.code)).toBeGreaterThan(listed.indexOf(second.code));
      expect(await codes({ keyword: 'optical' })).toEqual(listed);
      await setProduct(sql`is_active = false`);
      const withdrawn = await codes({ keyword: 'optical' });
      expect(withdrawn).not.toContain(third.code);
      expect(withdrawn).toEqual(await codes({ category: 'eyeglasses' }));
    } finally {
      await setStockOf(first.code, 5);
      await setProduct(sql`is_active = true, featured_rank = ${rank}`);
    }
    expect(await codes({ keyword: 'optical' })).toEqual(await codes({ category: 'eyeglasses' }));
  });

  it('leaves a chosen sort alone: by price, a sold-out frame keeps its place', async () => {
    const [cheapest] = (await page({ category: 'eyeglasses', sort: 'price-asc', pageSize: 1 })).list;
    if (!cheapest) throw new Error('the seed should list eyeglasses');
    await setStockOf(cheapest.code, 0);
    try {
      expect((await page({ category: 'eyeglasses', sort: 'price-asc', pageSize: 1 })).list[0]?.code).toBe(
        cheapest.code,
      );
    } finally {
      await setStockOf(cheapest.code, 5);
    }
  });
});
