import { railCards } from './support/home';
import { expect, test, type APIRequestContext, type Locator } from './support/test';

// docs/product.md#listing-order: a listing's own order (featured) never opens on a sold-out frame,
// and an adults' category never opens on kids' frames.

async function codes(request: APIRequestContext, body: Record<string, unknown>): Promise<Set<string>> {
  const answer = await (await request.post('/api/goods/list', { data: { pageSize: 60, ...body } })).json();
  return new Set((answer.data.list as { code: string }[]).map((card) => card.code));
}

/** Every card's "Sold out" mark, in the cards' order. */
const soldOutMarks = (cards: Locator) =>
  cards.evaluateAll((elements) => elements.map((card) => (card.textContent ?? '').includes('Sold out')));

test('the Flash Sale page opens on a frame in stock, every sold-out frame after the rest', async ({
  page,
  request,
}) => {
  // The sale holds sold-out frames: the first page shows them only after those in stock.
  const sale = await (
    await request.post('/api/goods/list', { data: { category: 'flash_sale', pageSize: 60 } })
  ).json();
  expect((sale.data.list as { inStock: boolean }[]).some((card) => !card.inStock)).toBe(true);
  await page.goto('/flash-sale');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).not.toContainText('Sold out');
  const marks = await soldOutMarks(cards);
  const firstSoldOut = marks.indexOf(true);
  if (firstSoldOut >= 0) expect(marks.slice(firstSoldOut)).not.toContain(false);
});

test('the home page’s “Shop the sale” and its Flash Sale rail open on frames in stock', async ({ page }) => {
  await page.goto('/');
  const rail = await railCards(page, 'rail-flash-sale');
  await expect(rail.first()).not.toContainText('Sold out');

  // The banner's link, followed as a shopper would once its slide comes round.
  const href = await page.getByRole('link', { name: 'Shop the sale' }).getAttribute('href');
  expect(href).toBe('/flash-sale');
  await page.goto(href ?? '');
  await expect(page).toHaveURL(/\/flash-sale$/);
  await expect(page.getByTestId('product-card').first()).not.toContainText('Sold out');
});

test('Eyeglasses opens on adults’ frames: kids’ frames come after them', async ({ page, request }) => {
  const kids = await codes(request, { category: 'eyeglasses', filters: { gender: ['kids'] } });
  expect(kids.size).toBeGreaterThan(0);
  await page.goto('/eyeglasses');
  const links = await page
    .getByTestId('product-card')
    .locator('a[href^="/details/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')?.split('/').pop() ?? ''));
  expect(links.length).toBeGreaterThan(8);
  // The first two rows on any screen hold no kids' frame.
  for (const code of links.slice(0, 8)) expect(kids.has(code)).toBe(false);
});
