import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { railCards } from '../support/home';
import { expect, test, type APIRequestContext } from '../support/test';
import { shopSql as sql } from '../support/shop-database';

// Stock against PostgreSQL, where this test can change stock beside the server: a rail never opens
// on a sold-out frame, and a shopper who asked on a sold-out colour gets exactly one mail when it
// is back in stock (the product's stock notice sends it at once).

/** The server of this project writes its mail to DATA_DIR/outbox (no SMTP_URL; default ./.data). */
const OUTBOX = path.resolve(process.env.E2E_PG_DATA_DIR ?? '.data', 'outbox');

async function mailsTo(email: string, since: number): Promise<string[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[]);
  const found: string[] = [];
  for (const file of files) {
    if (Number(file.split('-')[0]) < since) continue;
    const raw = await readFile(path.join(OUTBOX, file), 'utf8');
    if (raw.includes(`To: ${email}`)) found.push(raw);
  }
  return found;
}

async function firstNewArrival(request: APIRequestContext): Promise<{ code: string; name: string }> {
  const answer = await request.post('/api/goods/list', { data: { category: 'new_arrivals', pageSize: 8 } });
  return (await answer.json()).data.list[0];
}

test('a frame that sells out leaves the front of its rail', async ({ page, request }) => {
  const frame = await firstNewArrival(request);
  const stock = await sql(
    'select v.id, v.stock from product_variants v join products p on p.id = v.product_id where p.code = $1',
    [frame.code],
  );
  try {
    await sql(
      'update product_variants set stock = 0 where product_id = (select id from products where code = $1)',
      [frame.code],
    );
    const rail = async () =>
      (await railCards(page, 'rail-new-arrivals')).evaluateAll((list) =>
        list.map((card) => ({
          name: card.querySelector('h3')?.textContent ?? '',
          soldOut: (card.textContent ?? '').includes('Sold out'),
        })),
      );
    // Stock is no listing change: the home page shows it within its refresh (5 s) and cache (10 s).
    // Sold out, the frame goes behind every frame in stock (docs/product.md#listing-order): marked
    // at the rail's end, or past it when the rail holds enough frames in stock.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          const card = (await rail()).find((shown) => shown.name === frame.name);
          return card === undefined || card.soldOut;
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(true);
    const shown = await rail();
    expect(shown[0]?.soldOut).toBe(false);
    expect(shown[0]?.name).not.toBe(frame.name);
    // in-stock frames first, in the rail's order; the sold-out ones after them
    const soldOut = shown.map((card) => card.soldOut);
    expect(soldOut).toEqual([...soldOut].sort((a, b) => Number(a) - Number(b)));
  } finally {
    for (const row of stock)
      await sql('update product_variants set stock = $2 where id = $1', [row.id, row.stock]);
  }
});

test('the shopper who asked gets exactly one mail when the colour is back', async ({ page, request }) => {
  const answer = await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 5 } });
  const code = (await answer.json()).data.list[3].code as string;
  const [variant] = await sql<{ id: number; sku: string; colorName: string; stock: number }>(
    `select v.id, v.sku, v.color_name as "colorName", v.stock from product_variants v
       join products p on p.id = v.product_id where p.code = $1 order by v.sort, v.id limit 1`,
    [code],
  );
  if (!variant) throw new Error(`${code} has no colour`);
  await sql('update product_variants set stock = 0 where id = $1', [variant.id]);
  const email = `waiting-${randomBytes(4).toString('hex')}@example.com`;
  try {
    await page.goto(`/details/${code}?color=${variant.sku}`);
    await page.getByTestId('back-in-stock-email').fill(email);
    await page.getByTestId('back-in-stock-submit').click();
    await expect(page.getByTestId('back-in-stock-done')).toContainText(email);

    const since = Date.now() - 1000;
    await sql('update product_variants set stock = 7 where id = $1', [variant.id]);
    // The stock notice sends it at once, well before the 5-minute sweep.
    await expect.poll(async () => (await mailsTo(email, since)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await mailsTo(email, since);
    expect(mail).toContain(`Back in stock: `);
    expect(mail).toContain(variant.colorName);

    // More stock changes send nothing more.
    await sql('update product_variants set stock = 6 where id = $1', [variant.id]);
    await page.waitForTimeout(1500);
    expect(await mailsTo(email, since)).toHaveLength(1);
  } finally {
    await sql('update product_variants set stock = $2 where id = $1', [variant.id, variant.stock]);
  }
});
