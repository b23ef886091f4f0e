import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

// docs/product.md#product-first-screen: a product page's first screen holds its name, price and
// main button on a 390 × 844 phone as on a desktop; the phone's sticky buy bar shows whenever that
// button is out of view; the heart stays inside the page's gutter; an accessory's "Add to cart"
// answers on the button itself.

interface Card {
  code: string;
  name: string;
  inStock: boolean;
}

async function cards(request: APIRequestContext, category: string): Promise<Card[]> {
  const answer = await (await request.post('/api/goods/list', { data: { category, pageSize: 60 } })).json();
  return (answer.data.list as Card[]).filter((card) => card.inStock);
}

/** Frames in stock: the first listed, and the one with the longest name (the widest title). */
async function framesToCheck(request: APIRequestContext): Promise<Card[]> {
  const frames = await cards(request, 'eyeglasses');
  if (frames.length === 0) throw new Error('no eyeglasses to check');
  const longest = [...frames].sort((a, b) => b.name.length - a.name.length)[0];
  return [...new Set([frames[0], longest])].filter((card): card is Card => card !== undefined);
}

async function fullyOnFirstScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box).not.toBeNull();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(height);
}

test('“Select lenses” and the price are on the first screen, the price in large type above the summary', async ({
  page,
  request,
}) => {
  for (const frame of await framesToCheck(request)) {
    await page.goto(`/details/${frame.code}`);
    await fullyOnFirstScreen(page, page.getByTestId('select-lenses'));
    const price = page.getByTestId('product-price');
    await fullyOnFirstScreen(page, price);
    const size = await price.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(20);
    // The sticky bar is not needed while the button itself is in view.
    await expect(page.getByTestId('sticky-buy-bar')).toBeHidden();
  }
});

test('the wishlist heart stays inside the page’s gutter', async ({ page, request }) => {
  for (const frame of [
    ...(await framesToCheck(request)),
    ...(await cards(request, 'accessories')).slice(0, 1),
  ]) {
    await page.goto(`/details/${frame.code}`);
    const heart = page.getByTestId('wishlist-toggle');
    await expect(heart).toBeVisible();
    const [right, contentRight] = await heart.evaluate((element) => {
      const page = element.closest('[data-testid="product-detail"]');
      const box = page?.getBoundingClientRect();
      const padding = page ? Number.parseFloat(getComputedStyle(page).paddingRight) : 0;
      return [element.getBoundingClientRect().right, (box?.right ?? 0) - padding];
    });
    expect(right).toBeLessThanOrEqual(contentRight + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  }
});

test('on a short phone screen the sticky bar shows while “Select lenses” is below, and goes when it is reached', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(!isMobile, 'the sticky bar is the phone layout');
  const [frame] = await framesToCheck(request);
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto(`/details/${frame?.code}`);
  const bar = page.getByTestId('sticky-buy-bar');
  await expect(page.getByTestId('select-lenses')).not.toBeInViewport();
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('sticky-select-lenses')).toBeInViewport();
  await page.getByTestId('select-lenses').scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
});

test('an accessory’s “Add to cart” answers on the button itself, on the first screen', async ({
  page,
  request,
}) => {
  const [accessory] = await cards(request, 'accessories');
  await page.goto(`/details/${accessory?.code}`);
  const add = page.getByTestId('add-to-cart');
  await fullyOnFirstScreen(page, add);
  await add.click();
  await expect(add).toHaveText('Added ✓');
  await fullyOnFirstScreen(page, add);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Then it offers to add another.
  await expect(add).toHaveText('Add to cart', { timeout: 8000 });
});
