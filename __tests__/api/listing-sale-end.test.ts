import { sql } from 'drizzle-orm';
import { goodsAttributes } from '@/lib/server/domain/catalog/goods-attributes';
import { firstSaleEndIn } from '@/lib/server/domain/catalog/listing-sale-end';
import type { DatabaseHandle } from '@/lib/server/platform/db/client';
import { databaseHandle } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';

// A listing page is kept until the first flash sale among its products ends (no row changes then,
// so no change notice says so), and otherwise for the 300-second backstop. firstSaleEndIn answers
// that moment for a listing's scope. Runs on PGlite and PostgreSQL.

let handle: DatabaseHandle;
const NOW = new Date();
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

/** The first active product of a type, its sale set as given (read models follow: migration 0012). */
async function putOnSale(type: string, endsAt: string | null, skip = 0): Promise<void> {
  await handle.db.execute(sql`update products set flash_sale_price_cents = ${endsAt ? 1000 : null},
    flash_sale_ends_at = ${endsAt}
    where id = (select id from products where type = ${type} and is_active order by id offset ${skip} limit 1)`);
}

beforeAll(async () => {
  handle = await databaseHandle();
  await handle.db.execute(sql`update products set flash_sale_price_cents = null, flash_sale_ends_at = null`);
  const [row] = rowsOf<{ sales: number }>(
    await handle.db.execute(
      sql`select count(*)::int as "sales" from product_listings where flash_sale_price_cents is not null`,
    ),
  );
  expect(row?.sales).toBe(0);
});

describe('when a listing stops being true because a sale ends', () => {
  it('no sale running: never (the backstop keeps the page)', async () => {
    expect(await firstSaleEndIn({ category: 'eyeglasses' }, NOW)).toBeNull();
  });

  it('the first end among the listing’s own products, not another category’s', async () => {
    await putOnSale('eyeglasses', inMinutes(30));
    await putOnSale('eyeglasses', inMinutes(2), 1);
    await putOnSale('sunglasses', inMinutes(1));
    expect(await firstSaleEndIn({ category: 'eyeglasses' }, NOW)).toBe(inMinutes(2));
    expect(await firstSaleEndIn({ category: 'sunglasses' }, NOW)).toBe(inMinutes(1));
    expect(await firstSaleEndIn({ category: 'frames' }, NOW)).toBe(inMinutes(1));
    expect(await firstSaleEndIn({ category: 'flash_sale' }, NOW)).toBe(inMinutes(1));
    expect(await firstSaleEndIn({ category: 'accessories' }, NOW)).toBeNull();
  });

  it('a sale already over counts no more, nor a sale price without an end', async () => {
    await putOnSale('sunglasses', inMinutes(-1));
    expect(await firstSaleEndIn({ category: 'sunglasses' }, NOW)).toBeNull();
    expect(await firstSaleEndIn({ category: 'frames' }, NOW)).toBe(inMinutes(2));
    await handle.db.execute(sql`update products set flash_sale_ends_at = null where type = 'eyeglasses'`);
    expect(await firstSaleEndIn({ category: 'eyeglasses' }, NOW)).toBeNull();
  });
});

describe('the cached filter answer of a listing follows a sale’s end too', () => {
  it('the price range pays the sale price only while the sale runs', async () => {
    await handle.db.execute(
      sql`update products set flash_sale_price_cents = null, flash_sale_ends_at = null`,
    );
    const before = await goodsAttributes({ category: 'sunglasses' });
    expect(before.price.minCents).toBeGreaterThan(1);
    const scope = { category: 'frames' as const }; // not asked before the sale
    await handle.db.execute(sql`update products set flash_sale_price_cents = 1,
      flash_sale_ends_at = now() + interval '1.5 seconds'
      where id = (select id from products where type = 'sunglasses' and is_active order by id limit 1)`);
    // asked first now, so answered from the database and cached (CATALOG_CACHE_SECONDS, 10 s)
    const during = await goodsAttributes(scope);
    expect(during.price.minCents).toBe(1);
    expect((await goodsAttributes(scope)).price.minCents).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await goodsAttributes(scope)).price.minCents).toBeGreaterThan(1);
  });
});
