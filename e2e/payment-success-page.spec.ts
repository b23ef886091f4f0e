import { expect, test, type Locator } from './support/test';
import { addTypedGlasses, cardsOf, fillUsAddress, uniqueEmail, useKnownDevice } from './checkout-helpers';
import { clickUntilVisible } from './support/click-until-visible';

// The page after paying: where the confirmation e-mail went, how the total came about (the
// second-frame offer, the shipping) and amounts that never break across two lines on a phone.

/** How many lines the text of `element` takes on the screen. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });

test('the success page names the confirmation e-mail, itemises the total and each pair, and keeps each amount whole', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const deviceId = await useKnownDevice(page);
  // the longest names make the tightest line on a phone
  const frames = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  const [first, second] = [...frames].sort((a, b) => b.name.length - a.name.length);
  if (!first || !second) throw new Error('no two frames in stock');
  await addTypedGlasses(request, { 'x-device-id': deviceId }, first);
  await addTypedGlasses(request, { 'x-device-id': deviceId }, second);

  await page.goto('/shoppingCart');
  await clickUntilVisible(page.getByTestId('checkout'), page.getByTestId('address-form'));
  const email = uniqueEmail(`success-${info.project.name}`);
  await page.getByTestId('checkout-email').fill(email);
  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const summaryTotal = (await page.getByTestId('summary-total').textContent())?.trim() ?? '';
  const frameDiscount = (await page.getByTestId('summary-frame-discount').textContent())?.trim() ?? '';
  // docs/product.md#line-breakdown: each pair itemised as the checkout showed it
  const summaryLines = page.getByTestId('summary-line');
  const checkoutRows = [
    await summaryLines.nth(0).getByTestId('line-breakdown-row').allTextContents(),
    await summaryLines.nth(1).getByTestId('line-breakdown-row').allTextContents(),
  ];
  expect(checkoutRows[0]?.length).toBeGreaterThan(1);
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/payment-success\?order=/);

  await expect(page.getByTestId('success-email')).toHaveText(
    `A confirmation e-mail is on its way to ${email}.`,
  );
  const paid = page.getByTestId('paid-order');
  await expect(paid.getByTestId('paid-order-frame-discount')).toHaveText(frameDiscount);
  await expect(paid.getByTestId('paid-order-shipping')).toHaveText(/^(Free|\$\d+\.\d{2})$/);
  await expect(paid.getByTestId('paid-order-total')).toHaveText(summaryTotal);
  const paidLines = paid.getByTestId('paid-order-line');
  await expect(paidLines).toHaveCount(2);
  for (const [index, rows] of checkoutRows.entries()) {
    await expect(paidLines.nth(index).getByTestId('line-breakdown-row')).toHaveText(rows);
    await expect(paidLines.nth(index).getByTestId('line-breakdown-row').nth(1)).toContainText('Prescription');
  }
  // the second frame's half price, under the line it lowers
  await expect(paid.getByTestId('line-frame-discount')).toHaveCount(1);

  // each amount's own element (an itemised row's is beside its choice, which may wrap)
  const amounts = paid.locator(
    [
      '[data-testid="paid-order-line-total"]',
      '[data-testid="line-breakdown-amount"]',
      'dd:not(:has([data-testid="line-breakdown-amount"]))',
      'strong',
    ].join(', '),
  );
  await expect(amounts.first()).toBeVisible();
  const measured: string[] = [];
  for (const amount of await amounts.all()) {
    const text = (await amount.textContent()) ?? '';
    if (!/\$\d/.test(text) || text.length >= 16) continue;
    expect(await linesOf(amount), text).toBe(1);
    measured.push(text);
  }
  // the lines' totals and their itemised rows at least, or the check above held for nothing
  expect(measured.length).toBeGreaterThanOrEqual(4);
});
