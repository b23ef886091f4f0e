import { randomBytes } from 'node:crypto';
import { railCards } from './support/home';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// Browsing: the product page keeps "Select lenses" within reach on a phone and puts the chosen
// colour in the address; a sold-out colour offers "Email me when it's back" and rails never open on
// a sold-out frame; keyboard focus never drops to the page body after Add to Cart, and the phone
// menu keeps focus while open.

interface Card {
  code: string;
  name: string;
  type: string;
  inStock: boolean;
  colors: { sku: string; name: string }[];
}
interface Detail {
  code: string;
  variants: { sku: string; colorName: string; inStock: boolean }[];
}

async function cards(request: APIRequestContext, category: string): Promise<Card[]> {
  const answer = await request.post('/api/goods/list', { data: { category, pageSize: 60 } });
  return (await answer.json()).data.list as Card[];
}

async function detail(request: APIRequestContext, code: string): Promise<Detail> {
  return (await (await request.post('/api/goods/info', { data: { code } })).json()).data as Detail;
}

async function frameWithColours(request: APIRequestContext): Promise<Detail> {
  for (const card of await cards(request, 'eyeglasses')) {
    if (card.colors.length < 2) continue;
    const product = await detail(request, card.code);
    if (product.variants.filter((variant) => variant.inStock).length >= 2) return product;
  }
  throw new Error('no frame with two colours in stock');
}

/** A frame with a sold-out colour beside one in stock (the seed sells out some colours). */
async function frameWithSoldOutColour(request: APIRequestContext) {
  for (const category of ['eyeglasses', 'sunglasses']) {
    for (const card of await cards(request, category)) {
      const product = await detail(request, card.code);
      const soldOut = product.variants.find((variant) => !variant.inStock);
      if (soldOut && product.variants.some((variant) => variant.inStock)) return { product, soldOut };
    }
  }
  throw new Error('no frame with a sold-out colour');
}

const focusIsInside = (page: Page, testId: string) =>
  page.evaluate((id) => Boolean(document.activeElement?.closest(`[data-testid="${id}"]`)), testId);

test('the chosen colour is in the address: shareable, kept on reload, canonical unchanged', async ({
  page,
  request,
}) => {
  const product = await frameWithColours(request);
  const [first, second] = product.variants.filter((variant) => variant.inStock);
  if (!first || !second) throw new Error('two colours expected');
  await page.goto(`/details/${product.code}`);
  await expect(page.getByTestId('selected-color')).toHaveText(first.colorName);
  await page.getByRole('button', { name: second.colorName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${product.code}\\?color=${second.sku}$`));
  await expect(page.getByTestId('select-lenses')).toHaveAttribute('href', new RegExp(`color=${second.sku}$`));

  await page.reload();
  await expect(page.getByTestId('selected-color')).toHaveText(second.colorName);
  await expect(page.getByRole('button', { name: second.colorName, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/details/${product.code}$`),
  );

  // The same address opened elsewhere shows the same colour.
  const shared = await page.context().newPage();
  await shared.goto(`/details/${product.code}?color=${second.sku}`);
  await expect(shared.getByTestId('selected-color')).toHaveText(second.colorName);
  await shared.close();
});

test('on a phone a sticky bar keeps “Select lenses” reachable once the button scrolls away', async ({
  page,
  request,
  isMobile,
}) => {
  const product = await frameWithColours(request);
  await page.goto(`/details/${product.code}`);
  const bar = page.getByTestId('sticky-buy-bar');
  await expect(page.getByTestId('select-lenses')).toBeVisible();
  await expect(bar).toBeHidden();
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: false });
    Object.assign(window, { shifts });
  });

  await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('select-lenses')).not.toBeInViewport();
  if (!isMobile) {
    // The two-column desktop page keeps the buy box in view: no bar there.
    await expect(bar).toBeHidden();
    return;
  }
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('sticky-select-lenses')).toBeInViewport();
  // Coming and going, the fixed bar shifts nothing on the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
  await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  const shifted = await page.evaluate(() =>
    ((window as unknown as { shifts: number[] }).shifts ?? []).reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.001);

  await page.getByTestId('sticky-select-lenses').click();
  await expect(page).toHaveURL(new RegExp(`/details/${product.code}/lenses\\?color=`));
});

test('a sold-out colour offers “Email me when it’s back” and keeps the request', async ({
  page,
  request,
}) => {
  const { product, soldOut } = await frameWithSoldOutColour(request);
  await page.goto(`/details/${product.code}?color=${soldOut.sku}`);
  await expect(page.getByTestId('selected-color')).toHaveText(soldOut.colorName);
  const form = page.getByTestId('back-in-stock');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('select-lenses')).toHaveCount(0);
  await expect(page.getByTestId('stock-line')).toContainText(`Sold out in ${soldOut.colorName}`);

  await page.getByTestId('back-in-stock-submit').click();
  await expect(form.getByRole('alert')).toHaveText(
    'Enter your e-mail address so we can tell you when it is back.',
  );
  await page.getByTestId('back-in-stock-email').fill('someone@localhost');
  await page.getByTestId('back-in-stock-submit').click();
  await expect(form.getByRole('alert')).toHaveText(/valid e-mail/);

  const email = `back-${randomBytes(4).toString('hex')}@example.com`;
  await page.getByTestId('back-in-stock-email').fill(email);
  await page.getByTestId('back-in-stock-email').press('Enter');
  const thanks = page.getByTestId('back-in-stock-done');
  await expect(thanks).toContainText(
    `We will e-mail ${email} once when ${soldOut.colorName} is back in stock.`,
  );
  await expect(thanks).toBeFocused();
});

test('no rail on the home page opens on a sold-out frame', async ({ page }) => {
  await page.goto('/');
  for (const rail of ['rail-new-arrivals', 'rail-flash-sale', 'rail-best-sellers']) {
    const first = (await railCards(page, rail)).first();
    await expect(first).toBeVisible();
    await expect(first).not.toContainText('Sold out');
  }
});

test('after Add to cart (by keyboard) focus stays on the button, never the page body', async ({
  page,
  request,
}) => {
  const accessory = (await cards(request, 'accessories')).find((card) => card.inStock);
  if (!accessory) throw new Error('no accessory in stock');
  await page.goto(`/details/${accessory.code}`);
  const add = page.getByTestId('add-to-cart');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('added-to-cart')).toBeVisible();
  await expect(add).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(add).toBeFocused();
});

test('the phone menu keeps focus while open; Escape gives it back to the menu button', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu drawer is the phone layout');
  await page.goto('/eyeglasses');
  const toggle = page.getByTestId('menu-toggle');
  await toggle.click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  await expect(page.getByTestId('menu-close')).toBeFocused();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    expect(await focusIsInside(page, 'menu-drawer')).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});
