import type { APIRequestContext } from '@playwright/test';
import { cardsOf, useKnownDevice } from './checkout-helpers';
import { clickUntilVisible } from './support/click-until-visible';
import { apiData } from './support/console';
import { payForCart } from './support/console-orders';
import { registerShopper, signInBrowser } from './support/shop-data';
import { expect, test, type Locator } from './support/test';

// docs/product.md#line-breakdown: a pair's price itemised wherever the shopper meets it again (the
// cart, the checkout, the order page and its invoice): the frame, the lens use (a Progressive's
// +$89) and every lens choice with its price, under the shopper's words, adding up to the line's
// total in every currency.

interface FlowAnswer {
  step_id: number;
  data: { options?: { id: number; code: string; name: string; price: number; disabled: boolean }[] };
}

const ADD = '+2.00';
const PROGRESSIVE_STEPS: [string, string | null][] = [
  ['lens_use', 'progressive'],
  ['prescription', null],
  ['add_ones', 'anti_reflective'],
  ['lens_index', 'index_161'],
  ['lens_type', 'clear'],
];
const LABELS = ['Frame', 'Prescription', 'Coating', 'Lens thickness', 'Lens type'];

/** Walks /api/process/* for `code` as the wizard does; false when the frame cannot take the lenses. */
async function tryProgressive(
  request: APIRequestContext,
  headers: Record<string, string>,
  code: string,
): Promise<boolean> {
  const post = async (path: string, data: object) => {
    const body = (await (await request.post(path, { data, headers })).json()) as {
      code: number;
      data: FlowAnswer;
    };
    return body.code === 200 ? body.data : null;
  };
  let answer = await post('/api/process/product', { code });
  const choices: object[] = [];
  for (const [type, option] of PROGRESSIVE_STEPS) {
    if (!answer) return false;
    const offered = answer.data.options?.find((candidate) => candidate.code === option);
    if (option && (!offered || offered.disabled)) return false;
    choices.push(
      offered
        ? { type, value: offered.id, price: offered.price, item: offered.name }
        : {
            type,
            value: { source: 'typed', od_sph: '-1.50', os_sph: '-1.25', od_add: ADD, os_add: ADD, pd: '63' },
            price: 0,
          },
    );
    answer = await post('/api/process/next', { code, step_id: answer.step_id, step_data: choices });
  }
  if (!answer) return false;
  return (await post('/api/process/submit', { code, step_id: answer.step_id, step_data: choices })) !== null;
}

/** Progressive lenses, anti-reflective coating, 1.61 and clear on the first frame that takes them. */
async function addProgressivePair(request: APIRequestContext, headers: Record<string, string>) {
  for (const card of await cardsOf(request, 'eyeglasses')) {
    if (await tryProgressive(request, headers, card.code)) return;
  }
  throw new Error('no eyeglasses in stock take progressive lenses');
}

/** Hundredths of an amount as the page writes it ("€1,234.56", "−£3.10"); "Included" is 0. */
function hundredths(text: string): number {
  if (text.trim() === 'Included') return 0;
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

/** The shown rows × quantity − the shown second-frame offer are the shown line total. */
async function expectAddsUp(line: Locator, totalTestId: string, quantity: number, symbol: string) {
  await expect(line.getByTestId(totalTestId)).toContainText(symbol);
  const amounts = (await line.getByTestId('line-breakdown-amount').allTextContents()).map(hundredths);
  const discounts = await line.getByTestId('line-frame-discount').allTextContents();
  const discount = discounts.reduce((sum, text) => sum + hundredths(text.split(':')[1] ?? ''), 0);
  const total = hundredths(await line.getByTestId(totalTestId).innerText());
  expect(amounts).toHaveLength(LABELS.length);
  expect(total).toBeGreaterThan(0);
  expect(amounts.reduce((sum, amount) => sum + amount, 0) * quantity - discount).toBe(total);
}

async function expectItemised(line: Locator) {
  const rows = line.getByTestId('line-breakdown-row');
  await expect(rows.locator('dt')).toHaveText(LABELS);
  await expect(rows.nth(1)).toContainText('Progressive');
  await expect(line).not.toContainText(/Additional Price|Prescription Type|Config|Lens Index/);
}

test('the cart and the checkout itemise a progressive pair that adds up in every currency', async ({
  page,
  request,
}) => {
  const headers = { 'x-device-id': await useKnownDevice(page) };
  await addProgressivePair(request, headers);
  const { list } = await apiData<{ list: { id: number }[] }>(request, '/api/cart/list', {}, headers);
  const [added] = list;
  if (!added) throw new Error('the pair is not in the cart');
  // two of the pair: the second one's frame at half price
  await apiData(request, '/api/cart/num', { id: added.id, num: 2 }, headers);

  await page.goto('/shoppingCart');
  const line = page.getByTestId('cart-line');
  await expectItemised(line);
  const rows = line.getByTestId('line-breakdown-row');
  await expect(rows.nth(1)).toContainText('$89.00');
  await expect(rows.nth(2)).toContainText('Anti-Reflective');
  await expect(rows.nth(2)).toContainText('$15.00');
  await expect(rows.nth(3)).toContainText('$39.00');
  await expect(rows.nth(4)).toContainText('ClearIncluded');
  await expect(line.getByTestId('line-frame-discount')).toBeVisible();
  await expectAddsUp(line, 'line-total', 2, '$');

  for (const [label, symbol] of [
    ['EUR €', '€'],
    ['GBP £', '£'],
    ['AUD A$', 'A$'],
  ] as const) {
    await page.getByTestId('currency-select').first().selectOption({ label });
    await expectAddsUp(line, 'line-total', 2, symbol);
  }

  await clickUntilVisible(page.getByTestId('checkout'), page.getByTestId('address-form'));
  const summaryLine = page.getByTestId('summary-line');
  await expectItemised(summaryLine);
  await expectAddsUp(summaryLine, 'summary-line-total', 2, 'A$');
});

test('the order page and its invoice itemise the pair as the checkout did', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const token = await registerShopper(request, 'breakdown');
  const headers = { authorization: `Bearer ${token}` };
  await addProgressivePair(request, headers);
  const { orderNumber } = await payForCart(request, headers);
  await signInBrowser(context, baseURL ?? '', token);

  await page.goto(`/centerMain/order/order-detail?order=${orderNumber}`);
  const line = page.getByTestId('order-line');
  await expectItemised(line);
  await expect(line.getByTestId('line-breakdown-row').nth(1)).toContainText('$89.00');
  await expectAddsUp(line, 'order-line-total', 1, '$');

  await page.goto(`/centerMain/order/template?order=${orderNumber}`);
  const lenses = page.getByTestId('invoice-line-lenses');
  await expectItemised(lenses);
  const amounts = (await lenses.getByTestId('line-breakdown-amount').allTextContents()).map(hundredths);
  const invoiceLine = page.getByTestId('invoice-line');
  const cells = await invoiceLine.getByRole('cell').allInnerTexts();
  // Qty, Unit price, Amount: the unit price is the sum of the itemised prices
  expect(hundredths(cells[2] ?? '')).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
  expect(hundredths(cells[3] ?? '')).toBe(hundredths(cells[2] ?? ''));
});
