import { expect, test, type Page } from './support/test';

// docs/product.md#not-found-pages: an address whose page finds nothing there (an unknown product,
// help article, search scope, listing page or filter) answers 404 with the 404 page in the server's
// HTML, as an address no route matches does: a crawler, a link preview or a shopper without
// JavaScript sees "This page could not be found" and the way home, never a blank page.

const MISSING = [
  '/search/zzz',
  '/search/eyeglasses/more',
  '/faq/zzz',
  '/faq/free-shipping/more',
  '/details/NOPE',
  // the lens page of an unknown frame leads to the frame's page, which answers 404
  '/details/NOPE/lenses',
  '/eyeglasses?page=999',
  '/eyeglasses?shape=round&page=999',
  '/eyeglasses/filter/zzz',
  '/no-such-listing/page/2',
  '/about-us/more',
  '/why-choose-oculo/more',
  '/home/more',
  '/control/zzz',
  '/no-such-page',
];

async function expectNotFoundPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute(
    'href',
    '/',
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of MISSING) {
    // A page of the context's own: the suite's `page` runs its accessibility scan in the page, which
    // scripts off would stall (the 404 page is scanned in the test with JavaScript below).
    test(`${path} answers 404 with the 404 page drawn by the server`, async ({ context }) => {
      await expectNotFoundPage(await context.newPage(), path);
    });
  }
});

test('with JavaScript the 404 page shows once, at the address asked for', async ({ page }) => {
  for (const path of ['/search/zzz', '/details/NOPE', '/eyeglasses?page=999', '/faq/zzz']) {
    await expectNotFoundPage(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  }
});
