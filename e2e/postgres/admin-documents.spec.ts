import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { textOf } from '../../__tests__/support/pdf-page-text';
import { holdConsoleToken, ownerAndStaff } from '../support/console';
import { paidOrder, type ShopperOrder } from '../support/console-orders';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { expect, test } from '../support/test';

// docs/operating.md#documents: a member ticks three orders on the console's orders list and prints
// their invoices; the download is one PDF holding the three invoices, each on its own page. The
// list with a selection fits 1440, 768 and 390 px and axe finds nothing.

let staffToken = '';
let orders: ShopperOrder[] = [];

test.beforeAll(async ({ request }) => {
  staffToken = (await ownerAndStaff(request, 'documents')).staff.token;
  orders = [
    await paidOrder(request, 'prescription'),
    await paidOrder(request, 'accessory'),
    await paidOrder(request, 'accessory'),
  ];
});

test('three ticked orders print as one PDF of three invoices', async ({ page, baseURL }) => {
  await holdConsoleToken(page, baseURL, staffToken);
  await page.goto('/admin/orders');
  for (const order of orders)
    await page.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }).check();
  await expect(page.getByTestId('order-selection')).toContainText('3 orders selected.');

  const download = page.waitForEvent('download');
  await page.getByTestId('order-documents-invoice').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await PDFDocument.load(await readFile((await file.path()) ?? ''));
  const pages = pdf.getPages().map(textOf);
  expect(pages).toHaveLength(3);
  const numbers = orders.map((order) => order.orderNumber);
  // the list shows the newest first, and the file follows the list
  for (const number of numbers)
    expect(pages.filter((text) => text.includes(`Invoice ${number}`))).toHaveLength(1);
  const glasses = pages.find((text) => text.includes(`Invoice ${numbers[0]}`)) ?? '';
  expect(glasses).toContain('FSA/HSA eligible: prescription eyewear');
  expect(glasses).toContain('Wearer (patient):');
  await expect(page.getByText('The invoices are downloaded.')).toBeAttached();
});

for (const width of [1440, 768, 390]) {
  test(`the orders list with a selection at ${width} px: axe finds nothing, nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, staffToken);
    await page.goto('/admin/orders');
    await page.getByTestId('orders-select-all').check();
    await expect(page.getByTestId('order-documents-packingSlip')).toBeVisible();
    await expectAxeClean(page, `/admin/orders with a selection at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}
