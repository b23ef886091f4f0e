import { expect, test } from '../support/test';
import { shopSql } from '../support/shop-database';

import type { APIRequestContext } from '@playwright/test';

// docs/product.md#lens-rules: a frame below the multifocal height rule's minimum (28 mm as the shop
// opens) is not Progressive-ready: it leaves the cached filtered listing and its page does not say
// progressive lenses fit. Runs against PostgreSQL, where this test makes a frame shallow beside the
// server, as an operator's product form would. The rule itself is left alone (e2e/postgres/
// lens-rules.spec.ts reads it at the same time); an operator raising it is tested by
// __tests__/api/progressive-ready-filter.test.ts.

const FILTERED = '/eyeglasses?rim=rimless&lenses=progressive';

/** The product codes of the cards in a page's HTML. */
async function listedOnPage(request: APIRequestContext, address: string): Promise<string[]> {
  const html = await (await request.get(address)).text();
  return html
    .split('data-testid="product-card"')
    .slice(1)
    .map((card) => /href="\/details\/([^"]+)"/.exec(card)?.[1] ?? '');
}

test('a frame made shallower than the rule leaves the Progressive-ready listing and its page says progressive lenses do not fit', async ({
  page,
  request,
}) => {
  // a rimless frame (lens-rules.spec.ts takes full-rim ones), from the end of the filtered listing
  const answer = await request.post('/api/goods/list', {
    data: { category: 'eyeglasses', pageSize: 60, filters: { rim: ['rimless'], lenses: ['progressive'] } },
  });
  const list = ((await answer.json()) as { data: { list: { code: string }[] } }).data.list;
  const code = list.at(-1)?.code;
  if (!code) throw new Error('no rimless eyeglasses frame is progressive-ready');
  const [before] = await shopSql<{ height: number }>(
    'select lens_height_mm as height from frame_specs where product_id = (select id from products where code = $1)',
    [code],
  );
  if (!before) throw new Error(`no frame data for ${code}`);

  // listed and fitting, and the filtered page cached so
  await expect.poll(() => listedOnPage(request, FILTERED)).toContain(code);
  await page.goto(`/details/${code}`);
  await expect(page.getByTestId('progressive-fit')).toHaveText(/Fit this frame/);

  try {
    await shopSql(
      'update frame_specs set lens_height_mm = 27 where product_id = (select id from products where code = $1)',
      [code],
    );
    await expect.poll(() => listedOnPage(request, FILTERED), { timeout: 5_000 }).not.toContain(code);
    await expect
      .poll(async () => {
        await page.goto(`/details/${code}`);
        return page.getByTestId('progressive-fit').textContent();
      })
      .toMatch(/Do not fit: the frame is too shallow/);
    await expect(page.getByTestId('progressive-fit')).not.toHaveText(/Fit this frame/);
  } finally {
    await shopSql(
      'update frame_specs set lens_height_mm = $2 where product_id = (select id from products where code = $1)',
      [code, before.height],
    );
  }
});
