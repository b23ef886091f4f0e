import { cardsOf, useKnownDevice } from './checkout-helpers';
import { apiData } from './support/console';
import { registerShopper, signInBrowser } from './support/shop-data';
import { expect, test } from './support/test';

// docs/product.md#cart-shipping-note: the cart speaks of "your country" only once it knows one. A
// guest paying in euros has told the shop no country, so the cart says only that shipping is added
// at checkout; a shopper whose default address is in the UK is told it is worked out there.

const YOUR_COUNTRY = 'Shipping to your country is worked out at checkout.';

test('a guest paying in euros is not told about “your country” before any country is known', async ({
  page,
  request,
}) => {
  const device = await useKnownDevice(page);
  const [accessory] = (await cardsOf(request, 'accessories')).filter((card) => card.priceCents < 5_000);
  if (!accessory) throw new Error('no accessory in stock');
  await apiData(request, '/api/cart/add', { code: accessory.code, quantity: 1 }, { 'x-device-id': device });

  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const totals = page.getByTestId('cart-totals');
  // in US dollars the US offer is spoken of, as before
  await expect(totals.getByTestId('cart-away-from-free-shipping')).toContainText('$');

  await page.getByTestId('currency-select').first().selectOption({ label: 'EUR €' });
  await expect(page.getByTestId('cart-total')).toContainText('€');
  await expect(totals).toContainText('Shipping is added at checkout.');
  await expect(totals).not.toContainText('your country');
  await expect(page.getByTestId('cart-shipping-abroad')).toHaveCount(0);
  await expect(totals.getByTestId('cart-away-from-free-shipping')).toHaveCount(0);
});

test('a shopper whose default address is in the UK is told shipping there is worked out at checkout', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const token = await registerShopper(request, 'uk-cart');
  const headers = { authorization: `Bearer ${token}` };
  await apiData(
    request,
    '/api/address/save',
    {
      firstName: 'Robin',
      lastName: 'Hale',
      countryCode: 'GB',
      city: 'London',
      line1: '10 Downing Street',
      postcode: 'SW1A 2AA',
      phoneCode: '44',
      phone: '20 7946 0000',
      isDefault: true,
    },
    headers,
  );
  const [accessory] = (await cardsOf(request, 'accessories')).filter((card) => card.priceCents < 5_000);
  if (!accessory) throw new Error('no accessory in stock');
  await apiData(request, '/api/cart/add', { code: accessory.code, quantity: 1 }, headers);
  await signInBrowser(context, baseURL ?? '', token);

  await page.goto('/shoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-shipping-abroad')).toHaveText(YOUR_COUNTRY);
});
