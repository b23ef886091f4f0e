import type { APIRequestContext, Page } from '@playwright/test';
import { cardsOf, registerShopper, uniqueEmail } from '../checkout-helpers';
import { choose, frameOf, next, startWith } from '../lens-wizard-steps';
import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { expect, test } from '../support/test';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';

// docs/operating.md#reports: two shoppers start the lens wizard in the storefront, one stops at the
// prescription, one goes on to the cart; a paid order is seeded. The owner's reports page shows the
// chart and totals, and the funnel's drop-off at the step where the first shopper stopped; the page
// is axe clean and fits a desktop's, a tablet's and a phone's width.

test.describe.configure({ mode: 'serial' });

const ADDRESS = {
  firstName: 'Robin',
  lastName: 'Hale',
  countryCode: 'US',
  province: 'NY',
  city: 'New York',
  line1: '1 Centre St',
  postcode: '10007',
  phoneCode: '1',
  phone: '555 123 4567',
};

interface Report {
  totals: { orders: number; revenueCents: number };
  funnel: { steps: { step: string; reached: number; stopped: number }[] };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let ownerToken = '';

/** Days around today in any time zone: the funnel is read over them while the shoppers browse. */
const AROUND_TODAY = {
  from: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
  to: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
};

/**
 * Waits until the funnel counts `count` devices at a wizard step (`reached` or `stopped`): the
 * storefront sends its statistics in batches a few seconds apart, so the report is read until it
 * holds them.
 */
async function funnelCounts(
  request: APIRequestContext,
  step: string,
  figure: 'reached' | 'stopped',
  count: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const report = await apiData<Report>(
          request,
          '/api/admin/reports/sales',
          AROUND_TODAY,
          bearer(ownerToken),
        );
        return report.funnel.steps.find((row) => row.step === step)?.[figure] ?? 0;
      },
      { timeout: 20_000, message: `the funnel's ${figure} at ${step}` },
    )
    .toBeGreaterThanOrEqual(count);
}

test.beforeAll(async ({ request }) => {
  ownerToken = (await ownerAndStaff(request, 'reports')).owner.token;
  // a paid order: an accessory, paid with the demo provider
  const headers = bearer(await registerShopper(request, uniqueEmail('reports'), 'Robin'));
  const [item] = await cardsOf(request, 'accessories');
  if (!item) throw new Error('no accessory in stock');
  await apiData(request, '/api/cart/add', { code: item.code, quantity: 1 }, headers);
  const taken = await apiData<{ snapshotId: string }>(request, '/api/cart/snapshoot', {}, headers);
  await apiData(
    request,
    '/api/cart/snapshootShipping',
    { snapshotId: taken.snapshotId, address: ADDRESS },
    headers,
  );
  const order = await apiData<{ orderNumber: string }>(
    request,
    '/api/order/submit',
    { snapshotId: taken.snapshotId },
    headers,
  );
  await apiData(request, '/api/payment/demo', { orderNumber: order.orderNumber }, headers);
});

test('two shoppers in the wizard: the reports show the chart, the totals and where one stopped', async ({
  browser,
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const frame = await frameOf(request, 'eyeglasses');

  // the first shopper stops at the prescription
  const stopper = await browser.newContext({ baseURL });
  const stopperPage = await stopper.newPage();
  const before = await apiData<Report>(request, '/api/admin/reports/sales', AROUND_TODAY, bearer(ownerToken));
  const figure = (step: string, which: 'reached' | 'stopped') =>
    before.funnel.steps.find((row) => row.step === step)?.[which] ?? 0;
  await startWith(stopperPage, frame, 'single_vision');
  // the batch leaves when the tab is hidden or after a few seconds
  await funnelCounts(request, 'prescription', 'reached', figure('prescription', 'reached') + 1);
  await stopper.close();

  // the second goes on to the cart: no prescription, the coatings, a lens type, Add to Cart
  const buyer = await browser.newContext({ baseURL });
  const buyerPage = await buyer.newPage();
  await startWith(buyerPage, frame, 'non_prescription');
  await next(buyerPage).click();
  await expect(buyerPage.getByTestId('lens-wizard')).toHaveAttribute('data-step', 'lens_type');
  await choose(buyerPage, await firstOption(buyerPage));
  await next(buyerPage).click();
  await funnelCounts(request, 'lens_type', 'reached', figure('lens_type', 'reached') + 1);
  await buyer.close();

  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto('/admin/reports?range=last-7-days');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByTestId('reports-preset-last-7-days')).toHaveAttribute('aria-current', 'page');
  const range = {
    from: await page.getByLabel('First day').inputValue(),
    to: await page.getByLabel('Last day').inputValue(),
  };
  const report = await apiData<Report>(request, '/api/admin/reports/sales', range, bearer(ownerToken));
  expect(report.totals.orders).toBeGreaterThanOrEqual(1);

  // the chart, with its text alternative, and the totals
  await expect(page.getByTestId('reports-chart')).toBeVisible();
  await expect(page.getByTestId('reports-chart-bucket')).toHaveCount(7);
  await expect(page.locator('#sales-chart-desc')).toContainText(`${report.totals.orders} orders`);
  const revenue = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    report.totals.revenueCents / 100,
  );
  await expect(page.getByTestId('reports-totals')).toContainText(revenue);
  await expect(page.getByTestId('reports-sales-table-totals')).toContainText(revenue);

  // the funnel: one stopped at the prescription, the other went on
  const prescription = report.funnel.steps.find((step) => step.step === 'prescription');
  expect(prescription?.stopped).toBeGreaterThanOrEqual(1);
  const lensType = report.funnel.steps.find((step) => step.step === 'lens_type');
  expect(lensType?.reached).toBeGreaterThanOrEqual(1);
  const stepRow = page.getByTestId('reports-steps-table-row').filter({ hasText: 'Prescription' });
  await expect(stepRow).toContainText(String(prescription?.stopped));
  await expect(
    page.getByTestId('reports-funnel-table-row').filter({ hasText: 'Started the lens wizard' }),
  ).toBeVisible();
});

async function firstOption(page: Page): Promise<string> {
  return (
    (await page
      .locator('[data-testid="lens-option"]:not([aria-disabled="true"])')
      .first()
      .getAttribute('data-code')) ?? ''
  );
}

for (const width of [1440, 768, 390]) {
  test(`the reports at ${width} px: axe finds nothing, and nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, ownerToken);
    await page.goto('/admin/reports?range=last-90-days');
    await expect(page.getByTestId('reports-chart')).toBeVisible();
    await expectAxeClean(page, `/admin/reports at ${width} px`);
    await expectNoSidewaysScroll(page);
    await page.goto('/admin/reports?from=2020-02-01&to=2020-01-01');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The last day comes before the first.' }),
    ).toBeVisible();
    await expectAxeClean(page, `/admin/reports at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}
