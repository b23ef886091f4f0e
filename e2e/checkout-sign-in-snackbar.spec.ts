import { expect, test, type Locator } from './support/test';
import {
  addTypedGlasses,
  cardsOf,
  fillUsAddress,
  PASSWORD,
  registerShopper,
  uniqueEmail,
  useKnownDevice,
} from './checkout-helpers';
import { clickUntilVisible } from './support/click-until-visible';

// docs/product.md#snackbar: the "Welcome back" message after signing in at checkout stays its few
// seconds, but never over the page's main action: on a phone the Pay button, wherever the shopper
// scrolls it to (the bottom of the screen is where the thumb reaches it), can be tapped at once.

/** What the page hit-tests at the centre of `button`: the button itself, or what covers it. */
const hitAtCentre = (button: Locator) =>
  button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit) return 'nothing (off screen)';
    if (element === hit || element.contains(hit)) return 'the button';
    return `covered by ${hit.closest('[data-testid]')?.getAttribute('data-testid') ?? hit.tagName}`;
  });

test('the welcome message after signing in at checkout leaves the Pay button free to tap', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(90_000);
  const [frame] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  if (!frame) throw new Error('no frame in stock');
  const email = uniqueEmail(`snackbar-${info.project.name}`);
  await registerShopper(request, email);
  const deviceId = await useKnownDevice(page);
  await addTypedGlasses(request, { 'x-device-id': deviceId }, frame);

  await page.goto('/shoppingCart');
  await clickUntilVisible(page.getByTestId('checkout'), page.getByTestId('address-form'));
  await page.getByTestId('checkout-contact').getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-dialog')).toBeHidden();
  const welcome = page.getByTestId('snackbar');
  await expect(welcome).toContainText('Welcome back');

  await fillUsAddress(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const pay = page.getByTestId('place-order');
  await expect(pay).toBeVisible();
  await expect(pay).toBeInViewport();
  await expect.poll(() => hitAtCentre(pay)).toBe('the button');
  if (isMobile) {
    // the shopper scrolls the button up to the thumb: the bottom of the screen
    await pay.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect.poll(() => hitAtCentre(pay)).toBe('the button');
  }
  // the message was still showing all along: the checks above were made while it could cover
  await expect(welcome).toContainText('Welcome back');
});
