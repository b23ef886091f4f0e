import { expect, test, type Page } from './support/test';

// docs/product.md#errors: "Failed code-chunk load on route change: the page reloads, at most once
// per 60 seconds", not the 500 page. A new deploy removes the old build's chunks; here the
// browser's request for a chunk the next page needs is failed instead.

const CHUNKS = '**/_next/static/chunks/**';

/**
 * Fails every code-chunk request the page has not made before, from `block()` until the next full
 * page load starts (the reload the failure should cause), and counts those full page loads.
 * Prefetches are refused, so the chunks of the next page are first asked for by the navigation
 * itself, not by a prefetch while the page settles.
 */
async function breakNewChunks(page: Page) {
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) =>
      (await route.request().headerValue('next-router-prefetch')) ? route.abort('failed') : route.continue(),
  );
  const loaded = new Set<string>();
  const failed: string[] = [];
  let blocking = false;
  let pageLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      pageLoads += 1;
      blocking = false;
    }
  });
  await page.route(CHUNKS, async (route) => {
    const url = route.request().url();
    if (blocking && !loaded.has(url)) {
      failed.push(url);
      return route.abort('failed');
    }
    loaded.add(url);
    return route.continue();
  });
  return {
    /** From now on, chunks not loaded yet fail (until the next full page load). */
    block: () => {
      blocking = true;
      pageLoads = 0;
    },
    failed: () => failed.length,
    pageLoads: () => pageLoads,
  };
}

/** Opens a page and waits until its chunks (and those it prefetches) have loaded. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Follows a footer link by client navigation (next/link), as a shopper would. */
async function followFooterLink(page: Page, name: string): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
}

test('a failed chunk load on navigation reloads the page instead of showing the error page', async ({
  page,
}) => {
  const chunks = await breakNewChunks(page);
  await openSettled(page, '/why-choose-oculo');
  await page.evaluate(() => window.sessionStorage.clear());
  chunks.block();

  await followFooterLink(page, 'Contact us');

  // one full page load of the page the shopper asked for, which then works
  await expect.poll(chunks.pageLoads).toBe(1);
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: /contact/i })).toBeVisible();
  await expect(page.getByTestId('error-view')).toHaveCount(0);
  expect(chunks.failed()).toBeGreaterThan(0);
  // the guard remembers the reload for 60 s
  expect(await page.evaluate(() => window.sessionStorage.getItem('oculo:chunkReloadAt'))).toMatch(/^\d+$/);
});

test('a second chunk failure within 60 s shows the error page instead of reloading again', async ({
  page,
}) => {
  const chunks = await breakNewChunks(page);
  await openSettled(page, '/why-choose-oculo');
  await page.evaluate(() => window.sessionStorage.clear());
  chunks.block();
  await followFooterLink(page, 'Contact us');
  await expect.poll(chunks.pageLoads).toBe(1);
  await expect(page).toHaveURL(/\/contact-us$/);
  await page.waitForLoadState('networkidle');

  // the next failure comes seconds after the reload: no second reload, so a broken deploy cannot loop
  chunks.block();
  await followFooterLink(page, 'Cart');
  await expect(page.getByTestId('error-view')).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('500');
  expect(chunks.failed()).toBeGreaterThan(1);
  await page.waitForTimeout(1_000);
  expect(chunks.pageLoads()).toBe(0);
  // the error page keeps the shop's title (docs/product.md#routes)
  await expect(page).toHaveTitle(
    / \| Oculo – stylish eyeglasses online and affordable prescription glasses$/,
  );
});
