import { photoWallEntries } from './support/home';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Listing pages (docs/product.md#routes "/:type", "/product", "/search/:type?") over the production
// build.

interface ListPage {
  total: number;
  list: { code: string; name: string; priceCents: number; salePriceCents: number | null }[];
}

async function listGoods(request: APIRequestContext, body: Record<string, unknown>): Promise<ListPage> {
  return (await (await request.post('/api/goods/list', { data: body })).json()).data as ListPage;
}

/** On a phone the filters open in a sheet; either way they answer once the page is interactive. */
async function openFilters(page: Page) {
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
  const toggle = page.getByRole('button', { name: 'Filters' });
  if (await toggle.isVisible()) await toggle.click();
}

/** On a phone, back from the sheet to the results with its "Show N results" button. */
async function closeFilters(page: Page) {
  const show = page.getByTestId('filters-show-results');
  if (await show.isVisible()) await show.click();
}

function styles(total: number): string {
  return total === 1 ? '1 style' : `${total} styles`;
}

test('without JavaScript, a category page holds its product links, page links and canonical address', async ({
  request,
}) => {
  const first = await listGoods(request, { category: 'eyeglasses', pageSize: 24 });
  const html = await (await request.get('/eyeglasses')).text();
  for (const card of first.list) expect(html).toContain(`href="/details/${card.code}"`);
  expect(html).toContain('<link rel="canonical" href="http://localhost:3000/eyeglasses"/>');
  expect(html).toContain('href="/eyeglasses?page=2"');

  const second = await listGoods(request, { category: 'eyeglasses', pageSize: 24, page: 2 });
  const pageTwo = await (await request.get('/eyeglasses?page=2')).text();
  expect(pageTwo).toContain(`href="/details/${second.list[0]?.code}"`);
  expect(pageTwo).toContain('<link rel="canonical" href="http://localhost:3000/eyeglasses?page=2"/>');

  // Filtered and sorted addresses are not separate pages for crawlers: they canonicalise to the category.
  const filtered = await (await request.get('/eyeglasses?shape=round&sort=newest')).text();
  expect(filtered).toContain('<link rel="canonical" href="http://localhost:3000/eyeglasses"/>');
});

test('home → category → filter and sort → product → colour switch → wishlist → FAQ article', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.locator('[data-category="eyeglasses"]').click();
  await expect(page).toHaveURL(/\/eyeglasses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eyeglasses' })).toBeVisible();

  await openFilters(page);
  const shape = page.getByTestId('listing-filters').locator('input[name="shape"]').first();
  const value = (await shape.getAttribute('value')) ?? '';
  await shape.check();
  await expect(page).toHaveURL(new RegExp(`/eyeglasses\\?shape=${value}$`));
  const filtered = await listGoods(request, { category: 'eyeglasses', filters: { shape: [value] } });
  await expect(page.getByTestId('listing-count')).toHaveText(styles(filtered.total));
  await closeFilters(page);

  await page.getByTestId('listing-sort').selectOption('price-asc');
  await expect(page).toHaveURL(new RegExp(`shape=${value}&sort=price-asc$`));
  const cheapest = await listGoods(request, {
    category: 'eyeglasses',
    filters: { shape: [value] },
    sort: 'price-asc',
    pageSize: 24,
  });
  const cards = page.getByTestId('product-card');
  await expect(cards.first().getByRole('heading')).toHaveText(cheapest.list[0]?.name ?? '');
  await expect(cards).toHaveCount(cheapest.list.length);

  // The filtered address is shareable: opened fresh, it shows the same result.
  await page.reload();
  await expect(page.getByTestId('listing-count')).toHaveText(styles(filtered.total));
  await expect(cards.first().getByRole('heading')).toHaveText(cheapest.list[0]?.name ?? '');

  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/details/${cheapest.list[0]?.code}$`));
  const options = page.getByTestId('color-option');
  if ((await options.count()) > 1) {
    await options.nth(1).click();
    await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
  }

  // The wishlist keeps the frame for this browser (docs/product.md#calls /api/wishlist/*) and the
  // header counts it.
  const heart = page.getByTestId('wishlist-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/faq');
  await page.getByTestId('faq-article-link').first().click();
  await expect(page).toHaveURL(/\/faq\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('page links turn the listing in place; back returns to the first page', async ({ page, request }) => {
  const second = await listGoods(request, { category: 'eyeglasses', pageSize: 24, page: 2 });
  await page.goto('/eyeglasses');
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
  const firstName = await page.getByTestId('product-card').first().getByRole('heading').textContent();
  await page.getByTestId('listing-pages').getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/\/eyeglasses\?page=2$/);
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(
    second.list[0]?.name ?? '',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/eyeglasses$/);
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(firstName ?? '');
});

test('the chosen currency changes listing and product prices and survives a reload', async ({ page }) => {
  await page.goto('/eyeglasses');
  const firstCard = page.getByTestId('product-card').first();
  await expect(firstCard).toContainText('$');
  await page.getByTestId('currency-select').selectOption({ label: 'GBP £' });
  await expect(firstCard).toContainText('£');
  await page.reload();
  await expect(firstCard).toContainText('£');
  await firstCard.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/details\//);
  await expect(page.getByTestId('product-price').first()).toContainText('£');
});

test('search finds products by keyword, within a category too, and suggests words when nothing matches', async ({
  page,
  request,
}) => {
  const found = await listGoods(request, { keyword: 'titanium' });
  await page.goto('/search?keyword=titanium');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “titanium”');
  await expect(page.getByTestId('listing-count')).toHaveText(styles(found.total));

  const sun = await listGoods(request, { keyword: 'titanium', category: 'sunglasses' });
  await page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Sunglasses' }).click();
  await expect(page).toHaveURL(/\/search\/sunglasses\?keyword=titanium$/);
  await expect(page.getByTestId('listing-count')).toHaveText(styles(sun.total));

  const response = await page.goto('/search/accessories?keyword=zzqx-nothing');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('search-no-results')).toContainText(
    'We found nothing for “zzqx-nothing” in Accessories.',
  );
  await expect(page.getByTestId('search-no-results').getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/search\?keyword=/,
  );
});

test('the home photo wall opens a photo with its story and the frame worn', async ({ page, request }) => {
  const wall = (await (await request.get('/api/other/photoWall')).json()).data.list as { id: number }[];
  const first = (await (await request.post('/api/other/photoWallInfo', { data: { id: wall[0]?.id } })).json())
    .data as {
    caption: string;
    story: string;
  };
  await page.goto('/');
  const entries = await photoWallEntries(page);
  await expect(entries).toHaveCount(wall.length);
  await entries.first().click();
  const detail = page.getByTestId('photo-wall-detail');
  await expect(detail.getByRole('heading', { level: 3, name: first.caption })).toBeVisible();
  await expect(detail).toContainText(first.story);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
});

// A listing's cards do not prefetch their product pages on sight (the work kept the main thread
// busy while the page became usable); the pointer, a touch or focus reaching a card starts it,
// ahead of the tap.
test('card links prefetch their product page when the shopper shows intent, not on sight', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc') && url.pathname.startsWith('/details/')) prefetched.push(url.pathname);
  });
  await page.goto('/eyeglasses');
  await expect(page.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
  await page.waitForLoadState('networkidle');
  expect(prefetched).toEqual([]);

  const card = page.getByTestId('product-card').first();
  const href = await card.getByRole('link').first().getAttribute('href');
  await card.getByRole('link').first().hover();
  await expect.poll(() => prefetched).toContain(href);
});
