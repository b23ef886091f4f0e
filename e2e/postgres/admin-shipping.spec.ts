import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { expect, test } from '../support/test';

// docs/operating.md#shipping: the owner changes a method's price in the console and the shop prices
// with it; the page is readable with every assistive technology axe checks for, and fits the
// screen at a desktop's, a tablet's and a phone's width. Other roles cannot open it.

test.describe.configure({ mode: 'serial' });

interface Table {
  zones: { name: string; methods: { code: string; priceCents: number }[] }[];
}

let ownerToken = '';
let staffToken = '';
let before: Table = { zones: [] };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const readTable = (request: Parameters<typeof apiData>[0]) =>
  apiData<Table>(request, '/api/admin/shipping/get', {}, bearer(ownerToken));

test.beforeAll(async ({ request }) => {
  const { owner, staff } = await ownerAndStaff(request, 'shipping');
  ownerToken = owner.token;
  staffToken = staff.token;
  before = await readTable(request);
});

// the other tests on this server price shipping with the seeded table: it is given back
test.afterAll(async ({ request }) => {
  await apiData(request, '/api/admin/shipping/update', before, bearer(ownerToken));
});

test('the owner changes the express price and the shop prices with it', async ({
  page,
  baseURL,
  request,
}) => {
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto('/admin/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(page.getByTestId('console-nav-shipping')).toHaveAttribute('aria-current', 'page');
  const us = page.getByTestId('shipping-zone').filter({ hasText: 'United States' });
  const express = us.getByTestId('shipping-method-fields').filter({ hasText: 'Express shipping' });
  const price = express.getByLabel('Price (US$)');
  await expect(price).toHaveValue('24.95');

  // a mistake is said next to its field, and the field is marked
  await express.getByLabel('Fewest business days').fill('9');
  await page.getByTestId('shipping-submit').click();
  await expect(express.getByLabel('Most business days')).toHaveAttribute('aria-invalid', 'true');
  await expect(express.getByText('The fewest days cannot be more than the most days.')).toBeVisible();
  await express.getByLabel('Fewest business days').fill('1');

  await price.fill('26.95');
  await page.getByTestId('shipping-submit').click();
  await expect(page.getByTestId('shipping-saved')).toBeVisible();
  const saved = await readTable(request);
  const method = saved.zones[0]?.methods.find((entry) => entry.code === 'express');
  expect(method?.priceCents).toBe(2_695);
  await page.reload();
  await expect(price).toHaveValue('26.95');
});

test('a staff member gets no Shipping link, and the page is not theirs', async ({ page, baseURL }) => {
  await holdConsoleToken(page, baseURL, staffToken);
  await page.goto('/admin');
  await expect(page.getByTestId('console-nav-dashboard')).toBeVisible();
  await expect(page.getByTestId('console-nav-shipping')).toHaveCount(0);
  await page.goto('/admin/shipping');
  await expect(page).toHaveURL(/\/admin\?denied=1$/);
  await expect(page.getByTestId('shipping-form')).toHaveCount(0);
});

for (const width of [1440, 768, 390]) {
  test(`the shipping page at ${width} px: axe finds nothing, and nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, ownerToken);
    await page.goto('/admin/shipping');
    await expect(page.getByTestId('shipping-form')).toBeVisible();
    await expectAxeClean(page, `/admin/shipping at ${width} px`);
    await expectNoSidewaysScroll(page);
    // with fields' messages shown too
    const first = page.getByTestId('shipping-method-fields').first();
    await first.getByLabel('Price (US$)').fill('-1');
    await first.getByLabel('Code').fill('Not A Code With A Rather Long Name Indeed');
    await page.getByTestId('shipping-submit').click();
    await expect(first.getByText('Enter an amount in dollars, such as 5.95.')).toBeVisible();
    await expectAxeClean(page, `/admin/shipping at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}
