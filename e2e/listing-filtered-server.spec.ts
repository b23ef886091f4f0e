import { expect, test, type APIRequestContext } from './support/test';

// docs/product.md#filtered-links: a filtered or sorted listing address is drawn as it asks by the
// server, so a shared link, Back and a crawler see its frames from the first paint, never the whole
// category first.

interface ListPage {
  total: number;
  list: { code: string }[];
}

async function listGoods(request: APIRequestContext, body: Record<string, unknown>): Promise<ListPage> {
  return (await (await request.post('/api/goods/list', { data: { pageSize: 24, ...body } })).json())
    .data as ListPage;
}

/** The product codes of the cards in a page's HTML, in their order. */
function cardCodes(html: string): string[] {
  return html
    .split('data-testid="product-card"')
    .slice(1)
    .map((card) => /href="\/details\/([^"]+)"/.exec(card)?.[1] ?? '');
}

const styles = (total: number) => (total === 1 ? '1 style' : `${total} styles`);

test('the server’s HTML of a filtered address holds exactly the frames it asks for', async ({ request }) => {
  const filters = { shape: ['round'], material: ['metal'] };
  const expected = await listGoods(request, { category: 'eyeglasses', filters });
  const all = await listGoods(request, { category: 'eyeglasses' });
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);

  // Either order of the query is the same view.
  for (const address of [
    '/eyeglasses?shape=round&material=metal',
    '/eyeglasses?material=metal&shape=round',
  ]) {
    const html = await (await request.get(address)).text();
    expect(cardCodes(html)).toEqual(expected.list.map((card) => card.code));
    expect(html).toContain(`>${styles(expected.total)}</p>`);
    // Still one page for crawlers: the view canonicalises to the category.
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/eyeglasses"/>');
  }
});

test('a sorted address and a later page of a filtered one are drawn by the server too', async ({
  request,
}) => {
  const cheapest = await listGoods(request, { category: 'frames', sort: 'price-asc' });
  const sorted = await (await request.get('/product?sort=price-asc')).text();
  expect(cardCodes(sorted)).toEqual(cheapest.list.map((card) => card.code));

  const filters = { gender: ['women'] };
  const second = await listGoods(request, { category: 'eyeglasses', filters, page: 2 });
  expect(second.list.length).toBeGreaterThan(0);
  const html = await (await request.get('/eyeglasses?gender=women&page=2')).text();
  expect(cardCodes(html)).toEqual(second.list.map((card) => card.code));
});

test('a shared filtered link shows its frames from the first paint, without waiting for the browser', async ({
  browser,
  request,
  isMobile,
}) => {
  const filters = { shape: ['round'], material: ['metal'] };
  const expected = await listGoods(request, { category: 'eyeglasses', filters });
  // Without JavaScript, what a link preview, a crawler or a slow phone's first paint shows.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true } : {}),
  });
  const page = await context.newPage();
  await page.goto('/eyeglasses?shape=round&material=metal');
  await expect(page.getByTestId('listing-count')).toHaveText(styles(expected.total));
  await expect(page.getByTestId('product-card')).toHaveCount(expected.list.length);
  const chosen = page.getByRole('list', { name: 'Chosen filters' });
  await expect(chosen.getByRole('button', { name: /Round/ })).toBeVisible();
  await expect(chosen.getByRole('button', { name: /Metal/ })).toBeVisible();
  await context.close();
});

test('an address whose query changes nothing is the plain listing, and its page works', async ({ page }) => {
  await page.goto('/eyeglasses?sort=featured&shape=no-such-shape');
  // The island takes over (its scripts ran under the listing's own policy) and shows every frame.
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('list', { name: 'Chosen filters' })).toHaveCount(0);
  await page.getByTestId('listing-sort').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
});
