import { expect, test } from '../support/test';
import pg from 'pg';

import type { APIRequestContext } from '@playwright/test';

// Issue 3 acceptance: a product price changed in the database shows on its page within 10
// seconds, without a restart. Runs against PostgreSQL, where this test can write beside the server.

async function productCode(request: APIRequestContext, index: number): Promise<string> {
  const list = await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 3 } })
  ).json();
  return list.data.list[index].code;
}

async function setPrice(code: string, cents: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      'update products set price_cents = $2, flash_sale_price_cents = null where code = $1',
      [code, cents],
    );
  } finally {
    await client.end();
  }
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
