import { cardsOf, registerShopper, uniqueEmail } from '../checkout-helpers';
import { next, option } from '../lens-wizard-steps';
import { apiData } from '../support/console';
import { paidOrder, payForCart } from '../support/console-orders';
import { shopSql } from '../support/shop-database';
import { signInBrowser } from '../support/shop-data';
import { expect, test } from '../support/test';

// docs/product.md#buy-again: "Buy again" on a delivered order's page puts its pair back in the
// cart; a lens option no longer sold opens the wizard at that step with the order's other choices;
// a saved prescription's "Use for a new pair" opens the next wizard with it chosen. The order is
// marked delivered, and an option taken off sale, straight in the database, as an operator would.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function markDelivered(orderNumber: string): Promise<void> {
  await shopSql(`update orders set status = 4, delivered_at = now() where number = $1`, [orderNumber]);
}

test('Buy again on a delivered order lands in the cart with the same pair', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const order = await paidOrder(request, 'prescription');
  await markDelivered(order.orderNumber);
  await signInBrowser(context, baseURL ?? '', order.token);

  await page.goto(`/centerMain/order/order-detail?order=${order.orderNumber}`);
  await expect(page.getByTestId('order-status')).toContainText('Completed');
  await page.getByTestId('order-buy-again').click();

  // the copy is checked and added to the cart before the page moves: slower on a loaded machine
  await expect(page).toHaveURL(/\/shoppingCart/, { timeout: 15_000 });
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Single Vision');
  await expect(line).toContainText('1.50');
});

test('a lens option no longer sold opens the wizard at that step, the other choices kept', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('buy-again-option');
  const token = await registerShopper(request, email, 'Robin');
  const [frame] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  if (!frame) throw new Error('no full-rim eyeglasses in stock');
  // single vision, typed values, standard coating, 1.50, and a lens type this test takes off sale
  const [lensType] = await shopSql<{ code: string; name: string }>(
    `insert into lens_options (step_key, code, name, description, price_cents, for_uses, rules, sort)
     select step_key, 'buy_again_tint_' || floor(random() * 1e9)::text, 'Buy-Again Test Tint', description,
            price_cents, for_uses, rules, sort + 1
       from lens_options where code = 'blue_light'
     returning code, name`,
  );
  if (!lensType) throw new Error('no lens option made');
  const headers = bearer(token);
  const ids = await shopSql<{ code: string; id: number; price_cents: number; name: string }>(
    `select code, id, price_cents, name from lens_options
      where code in ('single_vision', 'standard_coating', 'index_150', $1)`,
    [lensType.code],
  );
  const pick = (type: string, code: string) => {
    const row = ids.find((entry) => entry.code === code);
    if (!row) throw new Error(`no lens option ${code}`);
    return { type, value: row.id, price: row.price_cents, item: row.name };
  };
  const choices = [
    pick('lens_use', 'single_vision'),
    {
      type: 'prescription',
      value: { source: 'typed', od_sph: '-1.50', os_sph: '-1.25', pd: '63' },
      price: 0,
    },
    pick('add_ones', 'standard_coating'),
    pick('lens_index', 'index_150'),
    pick('lens_type', lensType.code),
  ];
  let answer = await apiData<{ step_id: number }>(
    request,
    '/api/process/product',
    { code: frame.code },
    headers,
  );
  for (let count = 1; count <= choices.length; count += 1)
    answer = await apiData(
      request,
      '/api/process/next',
      { code: frame.code, step_id: answer.step_id, step_data: choices.slice(0, count) },
      headers,
    );
  await apiData(
    request,
    '/api/process/submit',
    { code: frame.code, step_id: answer.step_id, step_data: choices },
    headers,
  );
  const order = await payForCart(request, headers);
  await markDelivered(order.orderNumber);
  await shopSql(`update lens_options set is_active = false where code = $1`, [lensType.code]);

  await signInBrowser(context, baseURL ?? '', token);
  await page.goto(`/centerMain/order/order-detail?order=${order.orderNumber}`);
  await page.getByTestId('order-buy-again').click();
  const need = page.getByTestId('order-buy-again-need');
  await expect(need).toContainText(
    'Buy-Again Test Tint is no longer sold. Please choose a replacement at the “Lens type” step.',
  );
  await expect(page.getByTestId('order-buy-again-result')).toContainText('Nothing was added to your cart.');

  await need.getByTestId('order-buy-again-wizard').click();
  await expect(page).toHaveURL(new RegExp(`/details/${frame.code}/lenses\\?color=.+&step=5`));
  await expect(page.getByTestId('lens-step-count')).toHaveText('Step 5 of 5 · Lens type');
  await expect(option(page, lensType.code)).toHaveCount(0);
  await option(page, 'clear').click();
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();

  await page.goto('/shoppingCart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Clear');
});

test('“Use for a new pair” opens the next lens wizard with the saved prescription chosen', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const token = await registerShopper(request, uniqueEmail('new-pair'), 'Robin');
  await apiData(
    request,
    '/api/prescription/save',
    { name: 'Distance 2026', od_sph: '-2.25', os_sph: '-2.00', pd: '63' },
    bearer(token),
  );
  const [frame] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  if (!frame) throw new Error('no full-rim eyeglasses in stock');
  await signInBrowser(context, baseURL ?? '', token);

  await page.goto('/centerMain/settings/prescription');
  await page.getByTestId('prescription-new-pair').click();
  await expect(page).toHaveURL(/\/eyeglasses/);

  await page.goto(`/details/${frame.code}/lenses`);
  await option(page, 'single_vision').click();
  await next(page).click();
  await expect(page.getByTestId('rx-step')).toBeVisible();
  await expect(page.getByTestId('rx-mode-saved')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: /Distance 2026/ })).toBeChecked();
  await expect(next(page)).toBeEnabled();
});
