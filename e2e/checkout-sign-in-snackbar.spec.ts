import { expect, test, type Locator } from './support/test';
import {
  fillUsAddress,
  guestAtCheckout,
  PASSWORD,
  registerShopper,
  uniqueEmail,
  useKnownDevice,
} from './checkout-helpers';

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

/** "settled" once the button has stayed in place for a few frames (a smooth scroll has ended). */
const settledTop = (button: Locator) =>
  button.evaluate(async (element) => {
    const tops: number[] = [];
    for (let frame = 0; frame < 6; frame += 1) {
      tops.push(element.getBoundingClientRect().top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return new Set(tops).size === 1 ? 'settled' : `moving: ${tops.join(', ')}`;
  });

test('the welcome message after signing in at checkout leaves the Pay button free to tap', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(`snackbar-${info.project.name}`);
  await registerShopper(request, email);
  await guestAtCheckout(page, request, await useKnownDevice(page));
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
  await expect(pay).toBeInViewport();
  // where the step's own (smooth) scroll leaves it
  await expect.poll(() => settledTop(pay)).toBe('settled');
  expect(await hitAtCentre(pay)).toBe('the button');
  if (isMobile) {
    // the shopper brings the button to the thumb: at the bottom of the screen, or a little above
    for (const above of [0, 24, 48]) {
      await pay.evaluate((element, by) => {
        element.scrollIntoView({ block: 'end', behavior: 'instant' });
        window.scrollBy({ top: by, behavior: 'instant' });
      }, above);
      expect(await hitAtCentre(pay), `${above} px above the bottom`).toBe('the button');
    }
  }
  // the message was still showing all along: the checks above were made while it could cover
  await expect(welcome).toContainText('Welcome back');
});
