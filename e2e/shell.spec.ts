import { railCards } from './support/home';
import { expect, test } from './support/test';

// The browser suite opens the home page, follows a menu entry, and checks the 404 page text.
test('home shows banners and products', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/stylish eyeglasses online and affordable prescription glasses/);
  await expect(page.getByTestId('banner-carousel').getByRole('link').first()).toBeVisible();
  await expect((await railCards(page, 'rail-new-arrivals')).first()).toBeVisible();
  await expect((await railCards(page, 'rail-best-sellers')).first()).toBeVisible();
});

test('a menu entry leads to its category listing', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByTestId('menu-toggle').click();
  await page.getByTestId('menu-sunglasses').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/sunglasses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sunglasses' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('an unknown page answers 404 with the not-found text', async ({ page }) => {
  const response = await page.goto('/no-such-category/and-more');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('an unknown single-segment path is the 404 page too', async ({ page }) => {
  const response = await page.goto('/not-a-category');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('a signed-out visitor is sent home from the account area', async ({ page }) => {
  await page.goto('/centerMain/account');
  await expect(page).toHaveURL(/\/$/);
});

test('the currency switcher changes prices and survives a reload', async ({ page }) => {
  await page.goto('/eyeglasses');
  const firstPrice = page.getByTestId('product-card').first().locator('p').filter({ hasText: /\$/ }).first();
  await expect(firstPrice).toContainText('$');
  await page.getByTestId('currency-select').selectOption({ label: 'EUR €' });
  await expect(page.getByTestId('product-card').first()).toContainText('€');
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toContainText('€');
});

// A guest's prefetch of an account page is redirected home by the guard, and the router leaves that
// request open for 30 s: the page never goes network-quiet. Guests prefetch no account page.
test('a guest’s page prefetches nothing from the account area', async ({ page }) => {
  const accountRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/centerMain')) accountRequests.push(request.url());
  });
  await page.goto('/contact-us');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  expect(accountRequests).toEqual([]);
});

// Home, behind the logo on every page, was prefetched on sight, and with it the banner image its
// payload preloads (44 kB); it is fetched on intent now, as the menu's listings are.
test('the logo prefetches home on intent, not on sight', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const home = url.pathname === '/' && url.searchParams.has('_rsc');
    if (home || url.pathname.startsWith('/media/banners/')) prefetched.push(url.pathname);
  });
  await page.goto('/contact-us');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  expect(prefetched).toEqual([]);

  await page.getByTestId('logo').filter({ visible: true }).first().hover();
  await expect.poll(() => prefetched).toContain('/');
});
