import { expect, test, type APIRequestContext } from './support/test';

// The product page (docs/product.md#routes "/details/:code").
async function firstFrame(request: APIRequestContext) {
  const list = await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 60 } })
  ).json();
  const card =
    list.data.list.find((candidate: { colors: unknown[] }) => candidate.colors.length > 1) ??
    list.data.list[0];
  return card as { code: string; name: string; priceCents: number; salePriceCents: number | null };
}

test('without JavaScript, a product page holds its name, price, images, measurements and valid JSON-LD', async ({
  request,
}) => {
  const frame = await firstFrame(request);
  const response = await request.get(`/details/${frame.code}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(frame.name);
  const dollars = `$${((frame.salePriceCents ?? frame.priceCents) / 100).toFixed(2)}`;
  expect(html).toContain(dollars);
  expect(html).toMatch(new RegExp(`<img[^>]+src="/media/products/${frame.code}/`));
  expect(html).toContain('Lens width');
  expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/details/${frame.code}"`);

  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
  const product = scripts.find((data) => data['@type'] === 'Product');
  expect(product).toMatchObject({
    name: frame.name,
    sku: frame.code,
    offers: { priceCurrency: 'USD', price: dollars.slice(1) },
  });
  expect(scripts.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
});

test('a listing leads to a product, whose colours switch its pictures', async ({ page }) => {
  await page.goto('/eyeglasses');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/details\/OC\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('frame-measurements')).toBeVisible();

  const options = page.getByTestId('color-option');
  if ((await options.count()) > 1) {
    const before = await page.getByTestId('gallery-image').getAttribute('src');
    await options.nth(1).click();
    await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('gallery-image')).not.toHaveAttribute('src', before ?? '');
    await expect(page.getByTestId('selected-color')).toHaveText(
      (await options.nth(1).getAttribute('title')) ?? '',
    );
  }
});

test('/details without a code goes to all frames; an unknown code is the 404 page', async ({ page }) => {
  await page.goto('/details');
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All frames' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  const missing = await page.goto('/details/OC0000');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('the product page shows prices in the chosen currency', async ({ page, request }) => {
  const frame = await firstFrame(request);
  await page.goto(`/details/${frame.code}`);
  await page.getByTestId('currency-select').selectOption({ label: 'EUR €' });
  await expect(page.getByTestId('product-price')).toContainText('€');
  await page.reload();
  await expect(page.getByTestId('product-price')).toContainText('€');
});
