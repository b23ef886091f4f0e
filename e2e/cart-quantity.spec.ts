import { expect, test, type Page, type Request } from './support/test';
import { addTypedGlasses, cardsOf, expectNoSidewaysScroll, useKnownDevice } from './checkout-helpers';

// The cart page, desktop and phone: arrowing through the quantity sends one request and the focus
// stays on the select; with pounds chosen no dollar amount is left but the charged-in-USD note; the
// sticky header is opaque; the cart's layout holds still while it loads (CLS ≤ 0.02).

declare global {
  interface Window {
    cartLayoutShift?: number;
  }
}

/** Sums the page's layout shifts that no input caused (what CLS counts), from the first paint. */
async function measureLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cartLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.cartLayoutShift = (window.cartLayoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => window.cartLayoutShift ?? 0);

test('the quantity sends one request for the number the shopper stops on, and keeps the focus', async ({
  page,
  request,
}) => {
  const deviceId = await useKnownDevice(page);
  const [accessory] = (await cardsOf(request, 'accessories')).filter((card) => card.priceCents < 5_000);
  if (!accessory) throw new Error('no accessory in stock');
  const added = await request.post('/api/cart/add', {
    data: { code: accessory.code, quantity: 1 },
    headers: { 'x-device-id': deviceId },
  });
  expect((await added.json()).code).toBe(200);

  const quantityCalls: Request[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/cart/num')) quantityCalls.push(sent);
  });
  await page.goto('/shoppingCart');
  const select = page.getByTestId('line-quantity');
  await expect(select).toHaveValue('1');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('4');
  await expect(page.getByTestId('cart-count').first()).toHaveText('4', { timeout: 5_000 });
  await page.waitForTimeout(800);
  // one request went out, and it was for 4: the badge counts what the cart kept
  expect(quantityCalls).toHaveLength(1);
  await expect(page.getByTestId('line-total')).toHaveText(
    `$${((accessory.priceCents * 4) / 100).toFixed(2)}`,
  );
  await expect(select).toBeFocused();
});

test('with pounds chosen the cart shows no dollar amount but the charged-in-USD note', async ({
  page,
  request,
}) => {
  const deviceId = await useKnownDevice(page);
  const [frame] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  if (!frame) throw new Error('no frame in stock');
  await addTypedGlasses(request, { 'x-device-id': deviceId }, frame);

  await page.goto('/shoppingCart');
  // the cart appears once the page is hydrated: the currency switch then takes
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('currency-select').first().selectOption({ label: 'GBP £' });
  const area = page.getByTestId('cart-area');
  await expect(page.getByTestId('cart-total')).toContainText('£');
  const note = page.getByTestId('usd-charge-note');
  await expect(note).toContainText('You will be charged $');
  const text = ((await area.textContent()) ?? '').replace((await note.textContent()) ?? '', '');
  expect(text).toContain('£');
  expect(text).not.toContain('$');
  // nor is a shopper paying in pounds told about free US shipping
  await expect(page.getByTestId('cart-free-shipping')).toHaveCount(0);
  // the shop's sentences outside the cart follow the currency too
  await expect(page.getByTestId('term-free-shipping')).toHaveAttribute('title', /£/);
  await expect(page.locator('footer')).not.toContainText('$69');
  // the prescription table fits a phone's cart line
  await expectNoSidewaysScroll(page);

  // the product page's free-shipping line and the why-choose page's, after hydration
  await page.goto(`/details/${frame.code}`);
  await expect(page.getByText('Free US shipping on orders from £57.04')).toBeVisible();
  await page.goto('/why-choose-oculo');
  await expect(page.getByTestId('why-reasons')).toContainText('Free US shipping from £57.04');
  await expect(page.getByTestId('why-reasons')).not.toContainText('$');
});

test('the sticky header is opaque', async ({ page }) => {
  await page.goto('/shoppingCart');
  const background = await page
    .locator('header')
    .first()
    .evaluate((header) => getComputedStyle(header).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});

test('the cart page holds still while it loads (CLS ≤ 0.02), empty or full', async ({ page, request }) => {
  await measureLayoutShift(page);
  const deviceId = await useKnownDevice(page);
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

  const [frame] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  if (!frame) throw new Error('no frame in stock');
  await addTypedGlasses(request, { 'x-device-id': deviceId }, frame);
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
});
