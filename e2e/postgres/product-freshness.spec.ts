import { expect, test } from '@playwright/test';
import pg from 'pg';

// Issue 3 acceptance: a product price changed in the database shows on its page within 10
// seconds, without a restart. Runs against PostgreSQL, where this test can write beside the server.
test('a price changed in the database shows on the product page within 10 seconds', async ({ request }) => {
  const list = await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 1 } })
  ).json();
  const code: string = list.data.list[0].code;
  const priceOnPage = async () => {
    const html = await (await request.get(`/details/${code}`)).text();
    return /"price":"([0-9.]+)"/.exec(html)?.[1];
  };
  // Visited twice, so the page is in the page cache before the change.
  await priceOnPage();
  expect(await priceOnPage()).toMatch(/^\d+\.\d\d$/);

  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      'update products set price_cents = 8642, flash_sale_price_cents = null where code = $1',
      [code],
    );
  } finally {
    await client.end();
  }
  const changedAt = Date.now();
  await expect.poll(priceOnPage, { timeout: 10_000, intervals: [250] }).toBe('86.42');
  test.info().annotations.push({ type: 'fresh after', description: `${Date.now() - changedAt} ms` });
});
