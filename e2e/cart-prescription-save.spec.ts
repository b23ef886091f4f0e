import { expect, test } from './support/test';
import {
  addTypedGlasses,
  cardsOf,
  registerShopper,
  signInThroughDialog,
  uniqueEmail,
  useKnownDevice,
} from './checkout-helpers';

// Desktop and phone: a prescription typed in the wizard as a guest is offered to be saved once the
// shopper signs in (the guest cart has merged into the account's), from its cart line; saved, it is
// in the account's prescriptions.

test('signing in offers to keep the typed prescription from the cart', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(90_000);
  const deviceId = await useKnownDevice(page);
  const [frame] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  if (!frame) throw new Error('no frame in stock');
  await addTypedGlasses(request, { 'x-device-id': deviceId }, frame);
  const email = uniqueEmail(`rx-save-${info.project.name}`);
  await registerShopper(request, email);

  await page.goto('/shoppingCart');
  const line = page.getByTestId('cart-line');
  await expect(line.getByTestId('rx-od-sph')).toHaveText('−1.50');
  await expect(page.getByTestId('prescription-save-offer')).toHaveCount(0);

  await signInThroughDialog(page, email, isMobile);
  const offer = page.getByTestId('cart-line').getByTestId('prescription-save-offer');
  await expect(offer).toBeVisible();
  await offer.getByTestId('prescription-save').click();
  const saved = page.getByTestId('prescription-saved');
  await expect(saved).toContainText(`Single Vision for ${frame.name}`.slice(0, 30));

  await saved.getByRole('link', { name: 'your prescriptions' }).click();
  await expect(page).toHaveURL(/\/centerMain\/settings\/prescription/);
  await expect(page.locator('main')).toContainText(`Single Vision for ${frame.name}`.slice(0, 30));
});
