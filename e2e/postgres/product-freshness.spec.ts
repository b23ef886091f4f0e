import { expect, test } from '../support/test';
import { shopSql } from '../support/shop-database';

import type { APIRequestContext } from '@playwright/test';

// A product price changed in the database shows on its page within 10 seconds, without a restart.
// Runs against PostgreSQL, where this test can write beside the server.

async function productCode(request: APIRequestContext, index: number): Promise<string> {
  const list = await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 3 } })
  ).json();
  return list.data.list[index].code;
}

async function setPrice(code: string, cents: number): Promise<void> {
  await shopSql('update products set price_cents = $2, flash_sale_price_cents = null where code = $1', [
    code,
    cents,
  ]);
}

const priceOn = (request: APIRequestContext, code: string) => async () => {
  const html = await (await request.get(`/details/${code}`)).text();
  return /"price":"([0-9.]+)"/.exec(html)?.[1];
};

test('a price changed in the database shows on the product page within 10 seconds', async ({ request }) => {
  const code = await productCode(request, 0);
  const priceOnPage = priceOn(request, code);
  // Visited twice, so the page is in the page cache before the change.
  await priceOnPage();
  expect(await priceOnPage()).toMatch(/^\d+\.\d\d$/);

  await setPrice(code, 8642);
  const changedAt = Date.now();
  await expect.poll(priceOnPage, { timeout: 10_000, intervals: [250] }).toBe('86.42');
  test.info().annotations.push({ type: 'fresh after', description: `${Date.now() - changedAt} ms` });
});

// The change notice (migration 0010) drops the cached page: the first visit after it renders the
// new price, where a page cache refreshed on a timer would still answer the old page once.
test('the first visit after the change notice gets the new price, not the cached page', async ({
  request,
}) => {
  const code = await productCode(request, 1);
  const priceOnPage = priceOn(request, code);
  await priceOnPage();
  expect(await priceOnPage()).toMatch(/^\d+\.\d\d$/);
  await setPrice(code, 7531);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await priceOnPage()).toBe('75.31');
});

async function startSale(code: string, saleCents: number, endsInMs: number): Promise<void> {
  await shopSql(
    `update products set flash_sale_price_cents = $2,
       flash_sale_ends_at = now() + make_interval(secs => $3::double precision / 1000) where code = $1`,
    [code, saleCents, endsInMs],
  );
}

// Product pages stay cached up to 300 s (the backstop for a lost notice), but a flash sale's end,
// which no write marks, must still leave the page when the sale ends.
test('a flash sale ends on the cached product page within seconds of its end, with no write', async ({
  request,
}) => {
  const code = await productCode(request, 2);
  const priceOnPage = priceOn(request, code);
  await setPrice(code, 5550);
  await expect.poll(priceOnPage, { timeout: 5_000, intervals: [250] }).toBe('55.50');

  await startSale(code, 1234, 6_000);
  const endsAt = Date.now() + 6_000;
  await expect.poll(priceOnPage, { timeout: 5_000, intervals: [250] }).toBe('12.34');
  expect(await priceOnPage()).toBe('12.34');
  await expect.poll(priceOnPage, { timeout: 12_000, intervals: [500] }).toBe('55.50');
  test.info().annotations.push({ type: 'sale gone after its end', description: `${Date.now() - endsAt} ms` });
});
