import { readFile } from 'node:fs/promises';
import { cardsOf, registerShopper, uniqueEmail } from '../checkout-helpers';
import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { expect, test } from '../support/test';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { holdTaxSettings } from '../support/tax-settings-lock';

// docs/operating.md#tax-report: the owner reads the tax collected per jurisdiction for a period,
// changes the period, and downloads it as CSV; the page is readable with every assistive
// technology axe checks for, and fits a desktop's, a tablet's and a phone's width.

test.describe.configure({ mode: 'serial' });

interface Taxes {
  settings: { enabled: boolean; countries: Record<string, string> };
  rates: (Record<string, unknown> & { id: number })[];
}
interface ReportRow {
  jurisdiction: string;
  collectedCents: number;
  netCents: number;
}
interface Report {
  from: string;
  to: string;
  rows: ReportRow[];
  totals: { collectedCents: number };
}

const CA_ADDRESS = {
  firstName: 'Robin',
  lastName: 'Hale',
  countryCode: 'US',
  province: 'CA',
  city: 'Los Angeles',
  line1: '200 N Spring St',
  postcode: '90012',
  phoneCode: '1',
  phone: '555 123 4567',
};
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => USD.format(cents / 100);

let ownerToken = '';
let before: Taxes = { settings: { enabled: false, countries: {} }, rates: [] };
let orderTaxCents = 0;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let giveBackTaxSettings = () => {};

test.beforeAll(async ({ request }) => {
  // another spec file may be changing the tax settings: wait for it to give them back
  test.setTimeout(300_000);
  giveBackTaxSettings = await holdTaxSettings();
  ownerToken = (await ownerAndStaff(request, 'tax-report')).owner.token;
  before = await apiData<Taxes>(request, '/api/admin/taxes/get', {}, bearer(ownerToken));
  const rates = before.rates.map(({ id: _id, ...rate }) => rate);
  await apiData(
    request,
    '/api/admin/taxes/update',
    { settings: { ...before.settings, enabled: true }, rates },
    bearer(ownerToken),
  );
  // a Californian shopper's accessory, paid with the demo provider: California's sales tax added
  const headers = bearer(await registerShopper(request, uniqueEmail('tax-report'), 'Robin'));
  const [item] = await cardsOf(request, 'accessories');
  if (!item) throw new Error('no accessory in stock');
  await apiData(request, '/api/cart/add', { code: item.code, quantity: 1 }, headers);
  const taken = await apiData<{ snapshotId: string }>(request, '/api/cart/snapshoot', {}, headers);
  const shipped = await apiData<{ snapshot: { totals: { taxCents: number } } }>(
    request,
    '/api/cart/snapshootShipping',
    { snapshotId: taken.snapshotId, address: CA_ADDRESS },
    headers,
  );
  orderTaxCents = shipped.snapshot.totals.taxCents;
  const order = await apiData<{ orderNumber: string }>(
    request,
    '/api/order/submit',
    { snapshotId: taken.snapshotId },
    headers,
  );
  await apiData(request, '/api/payment/demo', { orderNumber: order.orderNumber }, headers);
});

// the other tests on this server price without tax, as the shop is seeded: it is turned off again
test.afterAll(async ({ request }) => {
  const rates = before.rates.map(({ id: _id, ...rate }) => rate);
  try {
    await apiData(
      request,
      '/api/admin/taxes/update',
      { settings: before.settings, rates },
      bearer(ownerToken),
    );
  } finally {
    giveBackTaxSettings();
  }
});

test('the owner reads this month’s tax, changes the period and downloads the CSV', async ({
  page,
  baseURL,
  request,
}) => {
  expect(orderTaxCents).toBeGreaterThan(0);
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto('/admin/taxes/report');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax report' })).toBeVisible();
  await expect(page.getByTestId('tax-report-preset-this-month')).toHaveAttribute('aria-current', 'page');

  // the table says what the report call says for the same days
  const period = {
    from: await page.getByLabel('First day').inputValue(),
    to: await page.getByLabel('Last day').inputValue(),
  };
  const report = await apiData<Report>(request, '/api/admin/taxes/report', period, bearer(ownerToken));
  const california = report.rows.find((row) => row.jurisdiction === 'United States, California');
  expect(california?.collectedCents).toBeGreaterThanOrEqual(orderTaxCents);
  const row = page.getByTestId('tax-report-row').filter({ hasText: 'United States, California' });
  await expect(row).toContainText('Sales tax');
  await expect(row).toContainText(dollars(california?.collectedCents ?? 0));
  await expect(page.getByTestId('tax-report-totals')).toContainText(dollars(report.totals.collectedCents));

  // the CSV of the days shown
  const downloading = page.waitForEvent('download');
  await page.getByTestId('tax-report-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tax-report-${period.from}-to-${period.to}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe(
    'Jurisdiction,Country,Region,Tax names,Orders,Taxable sales (USD),Tax collected (USD),Tax refunded (USD),Net tax (USD)',
  );
  expect(csv).toContainEqual(expect.stringMatching(/^"United States, California",US,CA,Sales tax,\d+,/));
  expect(csv).toContainEqual(expect.stringMatching(/^Total,,,,\d+,/));

  // a preset, then days of the operator's own before any order
  await page.getByTestId('tax-report-preset-last-quarter').click();
  await expect(page).toHaveURL(/\/admin\/taxes\/report\?period=last-quarter$/);
  await expect(page.getByTestId('tax-report-preset-last-quarter')).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByLabel('Last day').fill('2020-01-31');
  await page.getByTestId('tax-report-show').click();
  await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(page.getByTestId('tax-report-empty')).toHaveText(
    'No tax was collected or refunded in these days.',
  );

  // a last day before the first is said, and no report is shown
  await page.getByLabel('First day').fill('2020-02-01');
  await page.getByTestId('tax-report-show').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The last day comes before the first.' }),
  ).toBeVisible();
  await expect(page.getByTestId('tax-report-download')).toHaveCount(0);
});

for (const width of [1440, 768, 390]) {
  test(`the tax report at ${width} px: axe finds nothing, and nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, ownerToken);
    await page.goto('/admin/taxes/report');
    await expect(page.getByTestId('tax-report-table')).toBeVisible();
    await expectAxeClean(page, `/admin/taxes/report at ${width} px`);
    await expectNoSidewaysScroll(page);
    // with a refused period's message shown too
    await page.goto('/admin/taxes/report?from=2020-02-01&to=2020-01-01');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The last day comes before the first.' }),
    ).toBeVisible();
    await expectAxeClean(page, `/admin/taxes/report at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}
