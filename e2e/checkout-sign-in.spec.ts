import { expect, test, type APIRequestContext, type Page } from './support/test';
import {
  addTypedGlasses,
  cardsOf,
  fillUsAddress,
  PASSWORD,
  registerShopper,
  signInThroughDialog,
  uniqueEmail,
  useKnownDevice,
  type Card,
} from './checkout-helpers';
import { clickUntilVisible } from './support/click-until-visible';

// Signing in during a checkout begun as a guest: the checkout goes on with the same lines and
// total, the account's saved cart never doubles a pair, and what it adds is named and asked about
// before paying (the cart page asks too, once).

async function addAccessory(request: APIRequestContext, headers: Record<string, string>, item: Card) {
  const answer = await request.post('/api/cart/add', { data: { code: item.code }, headers });
  expect(((await answer.json()) as { code: number }).code).toBe(200);
}

/**
 * Two carts to merge, the guest's shown in the browser: the account's holds the very pair the guest
 * is buying and a cord from an earlier visit; the guest's (`deviceId`, see useKnownDevice) holds that
 * pair and a second one.
 */
async function cartsToMerge(page: Page, request: APIRequestContext, deviceId: string, label: string) {
  const [frame, second] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  const [cord] = await cardsOf(request, 'accessories');
  if (!frame || !second || !cord) throw new Error('the seeded catalog has no two frames and an accessory');
  const email = uniqueEmail(label);
  const token = await registerShopper(request, email);
  await addTypedGlasses(request, { authorization: `Bearer ${token}` }, frame);
  await addAccessory(request, { authorization: `Bearer ${token}` }, cord);

  await addTypedGlasses(request, { 'x-device-id': deviceId }, frame);
  await addTypedGlasses(request, { 'x-device-id': deviceId }, second);
  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  return { email, cord };
}

test('signing in on the checkout carries on with the same lines, and asks before adding saved items', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const { email, cord } = await cartsToMerge(
    page,
    request,
    await useKnownDevice(page),
    `checkout-sign-in-${info.project.name}`,
  );
  await clickUntilVisible(page.getByTestId('checkout'), page.getByTestId('address-form'));
  const checkoutUrl = page.url();
  const total = page.getByTestId('summary-total');
  await expect(total).toHaveText(/\$\d/);
  const guestTotal = (await total.textContent()) ?? '';

  await page.getByTestId('checkout-contact').getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-dialog')).toBeHidden();

  // the cord is named and asked about; the same pair is not added twice; the order is as it was
  const notice = page.getByTestId('saved-items-notice');
  await expect(notice.getByRole('heading')).toHaveText('We added 1 item saved in your account: keep it?');
  await expect(notice.getByTestId('saved-item')).toHaveText([new RegExp(cord.name)]);
  await expect(notice).toContainText('not part of this order');
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  await expect(total).toHaveText(guestTotal);

  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('payment-step')).toBeVisible();
  await expect(page.getByTestId('snapshot-missing')).toHaveCount(0);
  await expect(page.getByTestId('summary-line')).toHaveCount(2);

  // a reload goes on with the same checkout, now the account's
  await page.reload();
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByTestId('shipping-step')).toBeVisible();
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('payment-step')).toBeVisible();

  await notice.getByTestId('saved-items-remove').click();
  await expect(page.getByTestId('saved-items-done')).toHaveText('The item left your cart.');
  await expect(page.getByTestId('saved-items-done')).toBeFocused();
  await expect(notice).toHaveCount(0);
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/payment-success\?order=/);
  await expect(page.getByTestId('paid-order-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-count').first()).toHaveText('0');

  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('the cart asks once about items a sign-in brought from the account', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(120_000);
  const { email } = await cartsToMerge(
    page,
    request,
    await useKnownDevice(page),
    `cart-saved-${info.project.name}`,
  );
  await expect(page.getByTestId('saved-items-notice')).toHaveCount(0);

  await signInThroughDialog(page, email, isMobile);
  // the guest's two pairs and the account's cord: the account's copy of the same pair is dropped
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  const notice = page.getByTestId('saved-items-notice');
  await expect(notice.getByRole('heading')).toHaveText('We added 1 item saved in your account: keep it?');
  await expect(notice).not.toContainText('not part of this order');
  await notice.getByTestId('saved-items-keep').click();
  await expect(page.getByTestId('saved-items-done')).toHaveText('The item stays in your cart.');
  await expect(page.getByTestId('cart-line')).toHaveCount(3);

  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByTestId('saved-items-notice')).toHaveCount(0);
});
