import { expectAxeClean } from '../support/page-checks';
import { cardsOf, expectNoSidewaysScroll, registerShopper, uniqueEmail } from '../checkout-helpers';
import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { payForCart } from '../support/console-orders';
import { expect, test, type Page } from '../support/test';

// A refund by line from the console on PostgreSQL (docs/operating.md#refund-by-line): staff opens
// the refund dialog, which starts by line, chooses one of two units, reads the amount the shop works
// out, and refunds it; the order is then Partly refunded. The dialog is readable with every
// assistive technology axe checks for, and fits a desktop's, a tablet's and a phone's width.

test.describe.configure({ mode: 'serial' });

let staffToken = '';

test.beforeAll(async ({ request }) => {
  staffToken = (await ownerAndStaff(request, 'refund-lines')).staff.token;
});

/** A shopper's paid order of two of one accessory. */
async function twoOfAnAccessory(request: Parameters<typeof apiData>[0]): Promise<string> {
  const token = await registerShopper(request, uniqueEmail('refund-lines'), 'Robin');
  const headers = { authorization: `Bearer ${token}` };
  const [item] = await cardsOf(request, 'accessories');
  if (!item) throw new Error('no accessory in stock');
  await apiData(request, '/api/cart/add', { code: item.code, quantity: 2 }, headers);
  return (await payForCart(request, headers)).orderNumber;
}

async function openRefund(page: Page, baseURL: string | undefined, orderNumber: string) {
  await holdConsoleToken(page, baseURL, staffToken);
  await page.goto(`/admin/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await page.getByTestId('order-action-refund').click();
  return page.getByRole('dialog', { name: 'Refund the order' });
}

test('staff refunds one unit of a line by line: the amount worked out, the order Partly refunded', async ({
  page,
  request,
  baseURL,
}) => {
  const orderNumber = await twoOfAnAccessory(request);
  const dialog = await openRefund(page, baseURL, orderNumber);
  await expect(dialog.getByTestId('refund-mode-lines')).toBeChecked();
  const line = dialog.locator('[data-testid^="refund-line-"][data-testid$="-more"]').first();
  await line.click();
  const computed = dialog.getByTestId('refund-computed');
  await expect(computed).toContainText('The chosen lines come to $');
  const dollars = /\$([\d,]+\.\d{2})/.exec((await computed.textContent()) ?? '')?.[1] ?? '';
  await expect(dialog.getByTestId('refund-lines-amount')).toHaveValue(dollars.replace(/,/g, ''));
  await dialog.getByTestId('refund-restock').check();
  await dialog.getByTestId('refund-reason').fill('One of the two arrived scratched');
  await dialog.getByTestId('refund-order-submit').click();
  await expect(dialog.getByTestId('refund-order-confirm')).toHaveText(
    `Refund $${dollars} to the original payment (Demo)? A refund cannot be taken back.`,
  );
  await dialog.getByTestId('refund-order-submit').click();
  await expect(page.getByTestId('order-action-done')).toHaveText(
    `$${dollars} refunded to the original payment (Demo).`,
  );
  await expect(page.getByTestId('order-status')).toContainText('Partly refunded');
  await expect(page.getByTestId('order-refunds').getByRole('row').nth(1)).toContainText('done');

  // the second unit is all that is left of the line now
  const again = await openRefund(page, baseURL, orderNumber);
  await expect(again.getByText('of 1 left')).toBeVisible();
});

for (const width of [1440, 768, 390]) {
  test(`the refund dialog by line at ${width} px: axe clean, no sideways scroll`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const orderNumber = await twoOfAnAccessory(request);
    const dialog = await openRefund(page, baseURL, orderNumber);
    await dialog.locator('[data-testid^="refund-line-"][data-testid$="-more"]').first().click();
    await expect(dialog.getByTestId('refund-computed')).toContainText('The chosen lines come to $');
    await dialog.getByTestId('refund-lines-amount').fill('0.01');
    await expect(dialog.getByTestId('refund-lowered-because')).toBeVisible();
    await expectNoSidewaysScroll(page);
    const box = await dialog.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity), 'the dialog fits the screen').toBeLessThanOrEqual(width);
    await expectAxeClean(page, `the refund dialog at ${width} px`);
  });
}
