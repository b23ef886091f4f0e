import { expect, test } from './support/test';
import {
  expectNoSidewaysScroll,
  fillUsAddress,
  guestAtCheckout,
  uniqueEmail,
  useKnownDevice,
} from './checkout-helpers';

// On /payment, desktop and phone: the site menu and search step aside (logo, a secure-checkout
// note and a help link remain), the header stays opaque, and on a 390 px phone the page never grows
// wider than the screen, on either step.

test('the payment page keeps the shopper on the payment, within the screen', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  await guestAtCheckout(page, request, await useKnownDevice(page));

  const header = page.locator('header').first();
  await expect(header.getByTestId('checkout-header')).toBeVisible();
  await expect(header.getByTestId('logo')).toBeVisible();
  await expect(header.getByTestId('checkout-secure')).toHaveText('Secure checkout');
  await expect(header.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', '/contact-us');
  await expect(page.getByRole('navigation', { name: 'Shop categories' })).toHaveCount(0);
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByTestId('menu-toggle')).toHaveCount(0);
  expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  await expectNoSidewaysScroll(page);

  // an e-mail as long as real ones get, without a hyphen to break at: it must wrap, not widen the page
  const email = uniqueEmail(`paymentpage${info.project.name}`).replace(/-/g, '');
  await page.getByTestId('checkout-email').fill(email);
  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('place-order')).toBeVisible();
  await expect(page.getByTestId('line-prescription').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByTestId('coupon-code').fill('NOSUCHCODE');
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByText(/This coupon code is not valid/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // the shop's header is back once the shopper leaves the payment
  await header.getByTestId('logo').click();
  await expect(page.getByTestId('checkout-header')).toHaveCount(0);
  await expect(page.getByRole('search').first()).toBeAttached();
});
