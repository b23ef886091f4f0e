import { expect, test } from '../support/test';
import { shopSql as sql } from '../support/shop-database';

import type { APIRequestContext } from '@playwright/test';

// The listings are cached for up to 300 s (the backstop for a lost change notice), yet what they
// show still changes on time: a colour selling out (migration 0019's notice) and a flash sale's
// end, which no write marks (the page is kept only until then: refreshPageBy). Runs against
// PostgreSQL, where this test can write beside the server.

type Sort = 'featured' | 'newest';

/** The codes on the first page of the sunglasses listing in the given order. */
async function listedCodes(request: APIRequestContext, sort: Sort = 'featured'): Promise<string[]> {
  const list = await (
    await request.post('/api/goods/list', {
      data: { category: 'sunglasses', sort, page: 1, pageSize: 24 },
    })
  ).json();
  return list.data.list.map((card: { code: string }) => card.code);
}

async function listedCode(request: APIRequestContext, index: number): Promise<string> {
  const code = (await listedCodes(request))[index];
  if (!code) throw new Error(`no frame at ${index} on the first page of sunglasses`);
  return code;
}

/** The card of `code` as the cached listing's HTML carries it (the island's first answer). */
const cardOnListing =
  (request: APIRequestContext, code: string, sort: Sort = 'featured') =>
  async () => {
    const address = sort === 'featured' ? '/sunglasses' : `/sunglasses?sort=${sort}`;
    const html = (await (await request.get(address)).text()).replaceAll('\\"', '"');
    const card = new RegExp(`"code":"${code}"[\\s\\S]{0,800}?"inStock":(true|false)`).exec(html)?.[0];
    if (!card) return 'not listed';
    const sale = /"salePriceCents":(\d+|null)/.exec(card)?.[1];
    return `sale ${sale}, ${card.endsWith('true') ? 'in stock' : 'sold out'}`;
  };

// In the newest-first order a sold-out frame keeps its place, marked; in the featured order it goes
// behind every frame in stock (docs/product.md#listing-order), off the first page.
test('a frame selling out shows "Sold out" on the cached listing within seconds', async ({ request }) => {
  // a frame on the first page of both orders, so each can show what selling out does to it
  const featuredCodes = await listedCodes(request);
  const code = (await listedCodes(request, 'newest')).find((listed) => featuredCodes.includes(listed));
  if (!code) throw new Error('no frame is on the first page of both orders');
  await sql(
    'update product_variants set stock = 5 where product_id = (select id from products where code = $1)',
    [code],
  );
  const card = cardOnListing(request, code, 'newest');
  const featured = cardOnListing(request, code);
  await expect.poll(card, { timeout: 10_000, intervals: [250] }).toMatch(/in stock$/);
  expect(await card()).toMatch(/in stock$/); // cached now

  await sql(
    'update product_variants set stock = 0 where product_id = (select id from products where code = $1)',
    [code],
  );
  const soldAt = Date.now();
  await expect.poll(card, { timeout: 5_000, intervals: [250] }).toMatch(/sold out$/);
  test.info().annotations.push({ type: 'sold out after', description: `${Date.now() - soldAt} ms` });
  await expect.poll(featured, { timeout: 5_000, intervals: [250] }).toBe('not listed');
});

test('a flash sale ends on the cached listing within seconds of its end, with no write', async ({
  request,
}) => {
  const code = await listedCode(request, 1);
  const card = cardOnListing(request, code);
  await sql(
    `update products set flash_sale_price_cents = 1234,
       flash_sale_ends_at = now() + interval '8 seconds' where code = $1`,
    [code],
  );
  const endsAt = Date.now() + 8_000;
  await expect.poll(card, { timeout: 5_000, intervals: [250] }).toMatch(/^sale 1234/);
  expect(await card()).toMatch(/^sale 1234/); // cached, and still true
  await expect.poll(card, { timeout: 16_000, intervals: [500] }).toMatch(/^sale null/);
  test.info().annotations.push({ type: 'sale gone after its end', description: `${Date.now() - endsAt} ms` });
});
