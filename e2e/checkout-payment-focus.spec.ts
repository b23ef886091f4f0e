import { expect, test } from './support/test';
import { fillUsAddress, guestAtCheckout, uniqueEmail, useKnownDevice } from './checkout-helpers';

// "Continue to payment" brings the payment step into view with the shopper's focus on its heading,
// wherever the page was scrolled; the button that pays says the amount, with the order total
// beside it; "Change" brings the shipping step back the same way.

test('the payment step opens in view, focused, with the amount on the button that pays', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  await guestAtCheckout(page, request, await useKnownDevice(page));
  await page.getByTestId('checkout-email').fill(uniqueEmail(`payment-focus-${info.project.name}`));
  await fillUsAddress(page);
  // the shopper has scrolled to the end of the page, as a phone does to reach the button
  const proceed = page.getByRole('button', { name: 'Continue to payment' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await proceed.click();

  const heading = page.getByRole('heading', { name: 'Payment', exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // the heading comes to rest below the payment page's sticky header, not under it
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  await expect
    .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(headerBottom);

  const total = (await page.getByTestId('summary-total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^\$\d+\.\d{2}$/);
  const pay = page.getByTestId('place-order');
  await expect(pay).toHaveText(`Pay ${total}`);
  await expect(page.getByTestId('payment-total')).toHaveText(total);
  await pay.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('payment-total')).toBeInViewport();

  // back to the shipping step: its heading in view and focused in the same way
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByTestId('shipping-change').click();
  const shipping = page.getByRole('heading', { name: 'Shipping', exact: true });
  await expect(shipping).toBeFocused();
  await expect(shipping).toBeInViewport();
});
