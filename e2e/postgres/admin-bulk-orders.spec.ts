import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { paidOrder, type ShopperOrder } from '../support/console-orders';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { expect, test, type Page } from '../support/test';

// docs/operating.md#bulk-work: a member ticks orders on the console's list and moves them to a lab
// stage together (and sees a move the selection cannot make refused whole, each order named), then
// ships from a CSV file of parcels: the dry run lists every row's verdict, and "Ship N orders"
// ships exactly the valid rows and reports the rest. The dialogs fit 1440, 768 and 390 px.

let staffToken = '';
let staff: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  staffToken = (await ownerAndStaff(request, 'bulk-orders')).staff.token;
  staff = { authorization: `Bearer ${staffToken}` };
});

interface OrderInfo {
  status: number;
  lab: { stage: string | null };
  tracking: { carrier: string; number: string } | null;
}

const infoOf = (request: Parameters<typeof apiData>[0], order: ShopperOrder) =>
  apiData<OrderInfo>(request, '/api/admin/orders/info', { number: order.orderNumber }, staff);

async function tick(page: Page, orders: readonly ShopperOrder[]) {
  for (const order of orders)
    await page.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }).check();
}

test('ticked orders move to a lab stage together, or none of them does', async ({
  page,
  request,
  baseURL,
}) => {
  const orders = [await paidOrder(request, 'accessory'), await paidOrder(request, 'accessory')];
  await holdConsoleToken(page, baseURL, staffToken);
  await page.goto('/admin/orders');
  await tick(page, orders);
  await expect(page.getByTestId('order-selection')).toContainText('2 orders selected.');

  await page.getByTestId('order-selection-move').click();
  const dialog = page.getByRole('dialog', { name: 'Move to a lab stage' });
  await dialog.getByLabel('Lab stage').selectOption({ label: 'Quality check passed' });
  await dialog.getByTestId('move-stage-submit').click();
  await expect(page.getByTestId('order-selection-result')).toHaveText(
    '2 orders moved to Quality check passed.',
  );
  await expect(dialog).toBeHidden();
  for (const order of orders) expect((await infoOf(request, order)).lab.stage).toBe('quality_checked');

  // the same move again: both are already there, so nothing moves and each is named
  await tick(page, orders);
  await page.getByTestId('order-selection-move').click();
  await dialog.getByLabel('Lab stage').selectOption({ label: 'Quality check passed' });
  await dialog.getByTestId('move-stage-submit').click();
  const refusal = dialog.getByTestId('move-stage-error');
  await expect(refusal).toContainText(
    '2 of the 2 orders cannot move to “Quality check passed”, so none was moved.',
  );
  for (const order of orders) await expect(refusal).toContainText(order.orderNumber);
});

test('a CSV of parcels: the dry run lists each row, then exactly the valid rows ship', async ({
  page,
  request,
  baseURL,
}) => {
  const [first, second, mistyped] = [
    await paidOrder(request, 'accessory'),
    await paidOrder(request, 'accessory'),
    await paidOrder(request, 'accessory'),
  ] as [ShopperOrder, ShopperOrder, ShopperOrder];
  const file = [
    'order_number,carrier,tracking_number',
    `${first.orderNumber},UPS,1Z999AA10123456784`,
    `${mistyped.orderNumber},UPS,12`,
    'OC250101-ZZZZZZ,FedEx,794612345678',
    `${second.orderNumber},usps,9400 1000 0000 0000 0000 00`,
    `${first.orderNumber},UPS,1Z999AA10123456784`,
    'OC250101-YYYYYY,Pigeon,1Z999AA10123456789',
  ].join('\n');

  await holdConsoleToken(page, baseURL, staffToken);
  await page.goto('/admin/orders');
  await page.getByTestId('ship-csv-open').click();
  const dialog = page.getByRole('dialog', { name: 'Ship orders from a CSV file' });
  await dialog
    .getByLabel('CSV file of parcels')
    .setInputFiles({ name: 'parcels.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await dialog.getByTestId('ship-csv-check').click();
  await expect(dialog.getByTestId('ship-csv-summary')).toHaveText(
    '6 rows: 2 orders can ship, 4 rows do not.',
  );
  const rows = dialog.getByTestId('ship-csv-row');
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(0)).toContainText('Ships');
  await expect(rows.nth(1)).toContainText('Enter the tracking number as the carrier gives it');
  await expect(rows.nth(2)).toContainText('There is no order with this number.');
  await expect(rows.nth(3)).toContainText('USPS 9400100000000000000000');
  await expect(rows.nth(4)).toContainText('A duplicate of row 2: the order ships once.');
  await expect(rows.nth(5)).toContainText('is not a carrier the shop ships with');
  // the dry run shipped nothing
  expect((await infoOf(request, first)).status).toBe(1);

  await dialog.getByTestId('ship-csv-ship').click();
  await expect(dialog.getByTestId('ship-csv-summary')).toHaveText(
    '2 orders shipped; 4 rows were not shipped.',
  );
  await expect(rows.nth(0)).toContainText('Shipped');
  await expect(rows.nth(1)).toContainText('Not shipped');

  expect(await infoOf(request, first)).toMatchObject({
    status: 2,
    tracking: { carrier: 'UPS', number: '1Z999AA10123456784' },
  });
  expect(await infoOf(request, second)).toMatchObject({
    status: 2,
    tracking: { carrier: 'USPS', number: '9400100000000000000000' },
  });
  expect((await infoOf(request, mistyped)).status).toBe(1);

  // closed, the list shows them shipped
  await dialog.getByTestId('ship-csv-close').click();
  const row = page.getByTestId('orders-table').getByRole('row').filter({ hasText: first.orderNumber });
  await expect(row).not.toContainText('Not Shipped');
  await expect(row).toContainText('Shipped');
});

for (const width of [1440, 768, 390]) {
  test(`the bulk dialogs at ${width} px: axe finds nothing, nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, staffToken);
    await page.goto('/admin/orders');
    await page.getByTestId('orders-select-all').check();
    await page.getByTestId('order-selection-move').click();
    await expect(page.getByTestId('move-stage')).toBeVisible();
    await expectAxeClean(page, `/admin/orders, Move to stage, at ${width} px`);
    await expectNoSidewaysScroll(page);
    await page.getByTestId('move-stage-close').click();

    await page.getByTestId('ship-csv-open').click();
    const dialog = page.getByTestId('ship-csv');
    // orders the shop does not have: the dry run lists them, and nothing can ship
    const file = 'order_number,carrier,tracking_number\nOC250101-ZZZZZZ,Royal Mail,AB123456789GB\n,UPS,\n';
    await dialog
      .getByLabel('CSV file of parcels')
      .setInputFiles({ name: 'parcels.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await dialog.getByTestId('ship-csv-check').click();
    await expect(dialog.getByTestId('ship-csv-summary')).toHaveText(
      '2 rows: 0 orders can ship, 2 rows do not.',
    );
    await expect(dialog.getByTestId('ship-csv-ship')).toHaveCount(0);
    await expectAxeClean(page, `/admin/orders, Ship from CSV, at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}
