import { expect, test, type APIRequestContext, type Page } from './support/test';
import { listingReady, openFilters } from './support/listing-filters';

// Browsing: filter counts follow the selection, phone filters in a sheet with a live "Show N
// results", the price filter and the home page's "from" price in the chosen currency, and the
// 600 ms debounce of docs/product.md#constants on the price fields.

async function totalOf(request: APIRequestContext, filters: Record<string, unknown>): Promise<number> {
  const answer = await request.post('/api/goods/list', {
    data: { category: 'eyeglasses', filters, pageSize: 1 },
  });
  return (await answer.json()).data.total as number;
}

const focusIsInside = (page: Page, testId: string) =>
  page.evaluate((id) => Boolean(document.activeElement?.closest(`[data-testid="${id}"]`)), testId);

test('a category’s filter counts follow the chosen filters', async ({ page, request, isMobile }) => {
  await page.goto('/eyeglasses');
  await openFilters(page, isMobile);
  const filters = page.getByTestId('listing-filters');
  const material = filters.locator('input[name="material"]').first();
  const materialValue = (await material.getAttribute('value')) ?? '';
  const shapes = await filters
    .locator('input[name="shape"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await material.check();
  await expect(page).toHaveURL(new RegExp(`material=${materialValue}`));
  for (const shape of shapes) {
    const expected = await totalOf(request, { material: [materialValue], shape: [shape] });
    await expect(page.getByTestId(`filter-count-shape-${shape}`)).toHaveText(String(expected));
    if (expected === 0) await expect(page.getByTestId(`filter-shape-${shape}`)).toBeDisabled();
  }
  // Values of the chosen facet keep the counts of the other filters (they are alternatives).
  const materials = await filters
    .locator('input[name="material"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  for (const value of materials) {
    await expect(page.getByTestId(`filter-count-material-${value}`)).toHaveText(
      String(await totalOf(request, { material: [value] })),
    );
  }
});

test('on a phone the filters open in a sheet with a live “Show N results”', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the sheet is the phone layout');
  await page.goto('/eyeglasses');
  await listingReady(page);
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(page.getByTestId('listing-filters')).toBeHidden();
  const resultsTop = (await page.getByTestId('listing-results').boundingBox())?.y;

  const opener = page.getByTestId('filters-open');
  await opener.click();
  await expect(sheet).toBeVisible();
  expect(await focusIsInside(page, 'listing-filters')).toBe(true);
  // A sheet over the page, fixed to its bottom: the results behind do not move.
  const box = await sheet.boundingBox();
  const viewport = page.viewportSize();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
  expect((await page.getByTestId('listing-results').boundingBox())?.y).toBe(resultsTop);

  const show = page.getByTestId('filters-show-results');
  const all = await totalOf(request, {});
  await expect(show).toHaveText(`Show ${all} results`);
  const shape = sheet.locator('input[name="shape"]:not([disabled])').first();
  const value = (await shape.getAttribute('value')) ?? '';
  await shape.check();
  const narrowed = await totalOf(request, { shape: [value] });
  await expect(show).toHaveText(narrowed === 1 ? 'Show 1 result' : `Show ${narrowed} results`);

  // Focus stays in the sheet; Escape closes it and focus goes back to the Filters button.
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(page, 'listing-filters')).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveText('Filters (1)');

  await opener.click();
  await page.getByTestId('filters-close').click();
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('listing-count')).toHaveText(`${narrowed} styles`);
});

test('on a desktop the filters sit beside the results, not in a dialog', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the sidebar is the desktop layout');
  await page.goto('/eyeglasses');
  await listingReady(page);
  await expect(page.getByTestId('listing-filters')).toBeVisible();
  await expect(page.getByTestId('filters-open')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const filters = await page.getByTestId('listing-filters').boundingBox();
  const results = await page.getByTestId('listing-results').boundingBox();
  expect((filters?.x ?? 0) + (filters?.width ?? 0)).toBeLessThanOrEqual(results?.x ?? 0);
});

test('the price filter speaks the chosen currency and applies typed amounts after a pause', async ({
  page,
  isMobile,
}) => {
  await page.goto('/eyeglasses');
  await listingReady(page);
  await page.getByTestId('currency-select').selectOption({ label: 'GBP £' });
  await openFilters(page, isMobile);
  const price = page.getByTestId('filter-price');
  await expect(price.locator('legend')).toContainText('Price (£)');
  await expect(price).not.toContainText('$');

  await page.getByTestId('filter-price-min').fill('40');
  // docs/product.md#constants: applied once the typing pauses (600 ms), in whole US dollars: £40 is
  // $48.39
  await expect(page).toHaveURL(/price=48-$/);
  await expect(page.getByTestId('price-chip')).toHaveText(/£40 and up/);
  if (isMobile) await page.getByTestId('filters-show-results').click();
  await expect(page.getByTestId('listing-results')).toContainText('£');
  await expect(page.getByTestId('listing-results')).not.toContainText('$');

  await page.reload();
  await openFilters(page, isMobile);
  await expect(page.getByTestId('filter-price-min')).toHaveValue('40');
});

test('the home page’s “from” price follows the chosen currency', async ({ page }) => {
  await page.goto('/');
  const eyeglasses = page.locator('[data-category="eyeglasses"]');
  await expect(eyeglasses).toContainText(/from \$\d/);
  await page.getByTestId('currency-select').selectOption({ label: 'EUR €' });
  await expect(eyeglasses).toContainText(/from €\d/);
  await expect(page.getByRole('navigation', { name: 'Shop by category' })).not.toContainText('$');
});
