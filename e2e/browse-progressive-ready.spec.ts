import { expect, test, type APIRequestContext } from './support/test';
import { allCodes, cardCodes, listGoods } from './support/listing-answers';
import { openFilters, showResults } from './support/listing-filters';

// docs/product.md#lens-rules and #catalog: "Progressive-ready" on a category page keeps the
// eyeglasses frames tall enough for progressive lenses under the shop's lens rule, the server draws
// the filtered address as it asks, and every frame it keeps says on its page that progressive
// lenses fit. What a rule edit or a shallower frame changes is in e2e/postgres/progressive-ready.spec.ts.

/** What a product page's HTML says of progressive lenses ("" when it says nothing). */
async function progressiveLine(request: APIRequestContext, code: string): Promise<string> {
  const html = await (await request.get(`/details/${code}`)).text();
  const row = /data-testid="progressive-fit"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  return row
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
}

test('ticking Progressive-ready on /eyeglasses lists only frames whose page says progressive lenses fit', async ({
  page,
  request,
  isMobile,
}) => {
  await page.goto('/eyeglasses');
  await openFilters(page, isMobile);
  const filters = page.getByTestId('listing-filters');
  const lenses = filters.getByRole('group', { name: 'Lenses' });
  const progressive = lenses.getByRole('checkbox', { name: /Progressive-ready/ });
  await progressive.check();
  await expect(page).toHaveURL(/[?&]lenses=progressive/);
  await expect(progressive).toBeChecked();
  await showResults(page, isMobile);

  const body = { category: 'eyeglasses', filters: { lenses: ['progressive'] } };
  const first = await listGoods(request, { ...body, pageSize: 24 });
  expect(first.total).toBeGreaterThan(0);
  await expect(page.getByTestId('filter-count-lenses-progressive')).toHaveText(String(first.total));
  const shown = await page
    .getByTestId('product-card')
    .evaluateAll((cards) =>
      cards.map(
        (card) => /\/details\/([^/?#]+)/.exec(card.querySelector('a')?.getAttribute('href') ?? '')?.[1],
      ),
    );
  expect(shown).toEqual(first.list.map((card) => card.code));

  // crawlable: the server's HTML of the filtered address holds the same frames
  const html = await (await request.get('/eyeglasses?lenses=progressive')).text();
  expect(cardCodes(html)).toEqual(first.list.map((card) => card.code));

  // every frame the filter keeps, on every page, says on its own page that progressive lenses fit
  const codes = await allCodes(request, body);
  expect(codes).toHaveLength(first.total);
  for (const code of codes) {
    expect(`${code}: ${await progressiveLine(request, code)}`).toBe(
      `${code}: Progressive & bifocal lenses Fit this frame`,
    );
  }

  // the first frame's page in the browser says it where the measurements are
  await page.goto(`/details/${codes[0]}`);
  await expect(page.getByTestId('progressive-fit')).toHaveText(/Fit this frame/);
});

test('sunglasses are never Progressive-ready, and their page makes no progressive claim', async ({
  page,
  request,
}) => {
  const none = await listGoods(request, {
    category: 'sunglasses',
    filters: { lenses: ['progressive'] },
    pageSize: 1,
  });
  expect(none.total).toBe(0);
  await page.goto('/sunglasses');
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('checkbox', { name: /Progressive-ready/ })).toHaveCount(0);

  const [sunglasses] = (await listGoods(request, { category: 'sunglasses', pageSize: 1 })).list;
  if (!sunglasses) throw new Error('no sunglasses listed');
  await page.goto(`/details/${sunglasses.code}`);
  await expect(page.getByTestId('frame-measurements')).toBeAttached();
  await expect(page.getByTestId('progressive-fit')).toHaveCount(0);
  await expect(page.getByTestId('frame-measurements')).not.toContainText('tall enough for progressive');
});

test('a bad lens fit in the API is refused with 422, and ignored in a shared address', async ({
  request,
}) => {
  const answer = await request.post('/api/goods/list', {
    data: { category: 'eyeglasses', filters: { lenses: ['bifocal'] } },
  });
  expect(answer.status()).toBeLessThan(500);
  expect((await answer.json()).code).toBe(422);
  // docs/product.md#filtered-links: unknown filter values in an address are ignored
  const plain = await listGoods(request, { category: 'eyeglasses', pageSize: 24 });
  const html = await (await request.get('/eyeglasses?lenses=bifocal')).text();
  expect(cardCodes(html)).toEqual(plain.list.map((card) => card.code));
});
