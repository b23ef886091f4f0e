import { fillUsAddress, registerShopper, uniqueEmail } from '../checkout-helpers';
import { choose, frameOf, next, nextStep, startWith, typePrescription } from '../lens-wizard-steps';
import { clickUntilVisible } from '../support/click-until-visible';
import { holdConsoleToken, ownerAndStaff } from '../support/console';
import { signInBrowser } from '../support/shop-data';
import { expect, test, type Page } from '../support/test';

// docs/product.md#prescription-later and docs/operating.md#prescription-wait: a shopper chooses
// "Send it after ordering" in the lens wizard and pays with the demo provider; the order awaits
// the prescription (its page says until when, the console's "Awaiting prescription" filter lists
// it); the shopper sends it from the order's page, and the order no longer awaits it anywhere.

/**
 * How many rows of the console's order list, searched for this order and filtered to orders
 * awaiting their prescription ("yes") or not ("no"), are this order (the list or its empty note).
 */
async function listed(page: Page, orderNumber: string, awaiting: 'yes' | 'no'): Promise<number> {
  await page.goto(`/admin/orders?awaitingPrescription=${awaiting}&search=${orderNumber}`);
  const table = page.getByTestId('orders-table');
  await expect(table.or(page.getByTestId('orders-table-empty'))).toBeVisible();
  return table.getByRole('row').filter({ hasText: orderNumber }).count();
}

test('an order paid without its prescription waits for it until the shopper sends it from the order page', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const team = await ownerAndStaff(request, 'rx-later');
  const token = await registerShopper(request, uniqueEmail('rx-later'), 'Robin');
  await signInBrowser(context, baseURL ?? '', token);
  const frame = await frameOf(request, 'eyeglasses');

  // the wizard's fourth way: nothing to type, every lens option still on offer
  await startWith(page, frame, 'single_vision');
  await page.getByTestId('rx-mode-later').click();
  await expect(page.getByTestId('rx-later')).toContainText('send your prescription from your order’s page');
  await nextStep(page, 'Step 3 of 5 · Coatings', 'Protect your lenses');
  await choose(page, 'standard_coating');
  await nextStep(page, 'Step 4 of 5 · Thickness', 'Choose your lens thickness');
  await choose(page, 'index_150');
  await nextStep(page, 'Step 5 of 5 · Lens type', 'Choose your lens type');
  await choose(page, 'clear');
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();

  await page.goto('/shoppingCart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('line-prescription')).toContainText('To be sent after ordering');
  await expect(line.getByTestId('line-prescription-later')).toBeVisible();
  await clickUntilVisible(page.getByTestId('checkout'), page.getByTestId('address-form'));
  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/payment-success\?order=/);
  const orderNumber = new URL(page.url()).searchParams.get('order') ?? '';
  await expect(page.getByTestId('paid-order-status')).toContainText('Not Shipped');

  // paid, and awaiting the prescription: the order's page says until when
  await page.goto(`/centerMain/order/order-detail?order=${orderNumber}`);
  const wait = page.getByTestId('order-prescription-wait');
  await expect(wait).toContainText('We need your prescription to make your lenses. Send it by');
  await expect(page.getByTestId('order-detail')).toContainText('To be sent after ordering');

  // the console lists it among the orders awaiting a prescription
  await holdConsoleToken(page, baseURL, team.staff.token);
  expect(await listed(page, orderNumber, 'yes')).toBe(1);
  expect(await listed(page, orderNumber, 'no')).toBe(0);

  // the shopper sends it from the order's page, typed as in the wizard
  await page.goto(`/centerMain/order/order-detail?order=${orderNumber}`);
  await page.getByTestId('order-send-prescription').click();
  await expect(page).toHaveURL(new RegExp(`/centerMain/order/send-prescription\\?order=${orderNumber}`));
  const form = page.getByTestId('send-prescription');
  await expect(form).toHaveAttribute('data-order-number', orderNumber);
  await expect(page.getByTestId('send-prescription-submit')).toBeDisabled();
  await typePrescription(page, { od_sph: '-1.50', os_sph: '-1.25', pd: '63' });
  await page.getByTestId('send-prescription-submit').click();

  // back on the order's page: no longer waiting, the values on the line, the history says so
  await expect(page).toHaveURL(new RegExp(`/centerMain/order/order-detail\\?order=${orderNumber}`));
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('rx-od-sph')).toHaveText('−1.50');
  await expect(detail.getByTestId('rx-os-sph')).toHaveText('−1.25');
  await expect(page.getByTestId('order-prescription-wait')).toHaveCount(0);
  await expect(detail).toContainText('The prescription was sent');
  await page.reload();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-prescription-wait')).toHaveCount(0);
  // the send page now says there is nothing to send
  await page.goto(`/centerMain/order/send-prescription?order=${orderNumber}`);
  await expect(page.getByTestId('send-prescription-done')).toContainText(
    `Order ${orderNumber} is not waiting for a prescription.`,
  );

  // and the console no longer lists it as awaiting
  expect(await listed(page, orderNumber, 'yes')).toBe(0);
  expect(await listed(page, orderNumber, 'no')).toBe(1);
});
