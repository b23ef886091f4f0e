import { randomBytes } from 'node:crypto';
import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { paidOrder, type ShopperOrder } from '../support/console-orders';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { expect, test, type Page } from '../support/test';

// The console's header search, a customer's labels, notes and saved prescriptions, and the audit
// log's pickers and object links, on PostgreSQL (docs/operating.md#console-search,
// docs/operating.md#customer-notes, docs/operating.md#audit-log).

test.describe.configure({ mode: 'serial' });

const WIDTHS = [1440, 768, 390] as const;

let team: Awaited<ReturnType<typeof ownerAndStaff>>;
let shopper: ShopperOrder;
let customerPath: string;
const label = `VIP ${randomBytes(3).toString('hex')}`;

test.beforeAll(async ({ request }) => {
  team = await ownerAndStaff(request, 'search');
  shopper = await paidOrder(request, 'accessory');
  await apiData(
    request,
    '/api/prescription/save',
    { name: 'Distance 2026', od_sph: -2.25, os_sph: -2, pd: 63 },
    { authorization: `Bearer ${shopper.token}` },
  );
});

/** The header's search box, opened behind its button on a phone. */
async function searchBox(page: Page) {
  const toggle = page.getByTestId('console-search-toggle');
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole('combobox', { name: 'Look up orders, shoppers, products and tickets' });
}

test('staff finds an order from the header and opens it by keyboard', async ({ page, baseURL }) => {
  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto('/admin');
  const box = await searchBox(page);
  await box.fill(shopper.orderNumber);
  const list = page.getByRole('listbox', { name: 'Found' });
  await expect(list.getByRole('group', { name: 'Orders' }).getByRole('option')).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // the staff role opens no products: no such group
  await expect(list.getByRole('group', { name: 'Products' })).toHaveCount(0);
  await box.press('ArrowDown');
  const order = list.getByRole('option', { name: new RegExp(shopper.orderNumber) });
  await expect(order).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await order.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${shopper.orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shopper.orderNumber);
});

test('staff labels a customer, keeps a note and filters the list by the label', async ({ page, baseURL }) => {
  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto('/admin');
  const box = await searchBox(page);
  await box.fill(shopper.email);
  const customer = page.getByRole('group', { name: 'Customers' }).getByRole('option');
  await expect(customer).toHaveCount(1);
  await customer.click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
  customerPath = new URL(page.url()).pathname;

  await page.getByLabel('New label').fill(`  ${label}  `);
  await page.getByTestId('customer-tag-add').click();
  await expect(page.getByTestId('customer-tags')).toContainText(label);
  await page.getByLabel('New label').fill('wholesale');
  await page.getByTestId('customer-tag-add').click();
  await expect(page.getByTestId('customer-tags').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Take off the label wholesale' }).click();
  await expect(page.getByTestId('customer-tags').getByRole('listitem')).toHaveCount(1);

  await page.getByLabel('New note (for the staff only)').fill('Prefers a phone call before shipping.');
  await page.getByTestId('customer-note-add').click();
  const notes = page.getByTestId('customer-notes');
  await expect(notes).toContainText('Prefers a phone call before shipping.');
  await expect(notes).toContainText(team.staff.email);

  await page.goto('/admin/customers');
  await page.getByLabel('Label').selectOption(label);
  await page.getByTestId('filters-apply').click();
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(shopper.email);
  await expect(table.getByTestId('customer-row-tags')).toHaveText(`Labels: ${label}`);
});

test('staff opens a saved prescription; the owner finds the line, whose object links back', async ({
  page,
  baseURL,
}) => {
  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto(customerPath);
  const saved = page.getByTestId('customer-prescriptions');
  await expect(saved).toContainText('Distance 2026');
  await expect(page.getByTestId('customer-prescription-values')).toHaveCount(0);
  await saved.getByRole('button', { name: 'Open the prescription Distance 2026' }).click();
  const values = page.getByTestId('customer-prescription-values');
  await expect(values.getByRole('row', { name: /Right \(OD\)/ })).toContainText('-2.25');
  await expect(values).toContainText('PD 63 mm');

  await holdConsoleToken(page, baseURL, team.owner.token);
  await page.goto('/admin/audit');
  await page.getByLabel('Who').selectOption(team.staff.email);
  await page.getByLabel('Action').selectOption('prescription.view');
  await page.getByTestId('filters-apply').click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row')).toHaveCount(2);
  const object = log.getByRole('link', { name: `customer ${shopper.email}` });
  await expect(object).toBeVisible();
  await object.click();
  await expect(page).toHaveURL(/\/admin\/customers\?search=/);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${customerPath}$`));
});

for (const width of WIDTHS) {
  test(`the header search, the customer page and the audit log fit ${width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, team.owner.token);
    await page.goto(customerPath);
    await expect(page.getByTestId('customer-notes')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `the customer page at ${width} px`);
    const box = await searchBox(page);
    await box.fill(shopper.email);
    const list = page.getByRole('listbox', { name: 'Found' });
    await expect(list.getByRole('option').first()).toBeVisible();
    const shown = await list.boundingBox();
    expect(shown && shown.x >= 0 && shown.x + shown.width <= width).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `the open search list at ${width} px`);
    await page.goto('/admin/audit');
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `/admin/audit at ${width} px`);
  });
}
