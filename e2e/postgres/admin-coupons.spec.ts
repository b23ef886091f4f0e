import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { holdConsoleToken, ownerAndStaff } from '../support/console';
import { expect, test } from '../support/test';

// docs/operating.md#coupons: an operator makes a coupon that covers one category, gives free
// shipping and keeps off the second-frame offer, in the console's form, and the list says so; the
// form is readable with every assistive technology axe checks for, and fits the screen, at a
// desktop's, a tablet's and a phone's width.

test.describe.configure({ mode: 'serial' });

let ownerToken = '';

test.beforeAll(async ({ request }) => {
  const { owner } = await ownerAndStaff(request, 'coupons');
  ownerToken = owner.token;
});

const code = `SUN${Date.now().toString(36).toUpperCase()}`;

test('the owner makes a coupon for Sunglasses with free shipping, not with the offer; the list says what it covers', async ({
  page,
  baseURL,
}) => {
  await holdConsoleToken(page, baseURL, ownerToken);
  await page.goto('/admin/coupons/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New coupon' })).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Title').fill('Sunny days');
  await page.getByLabel(/^Percent off/).fill('10');

  // a scope with nothing chosen is refused on its field
  await page.getByRole('radio', { name: /^Some categories/ }).check();
  await page.getByTestId('coupon-save').click();
  await expect(page.locator('#coupon-scopeCategories-error')).toHaveText('Choose at least one category.');

  await page.getByRole('checkbox', { name: 'Sunglasses' }).check();
  await page.getByRole('radio', { name: /^Not with it/ }).check();
  await page.getByRole('checkbox', { name: /^Free shipping/ }).check();
  await page.getByTestId('coupon-save').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${code}: Frames in Sunglasses, 10% off + free shipping`,
  );
  await expect(page.getByRole('radio', { name: /^Some categories/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Sunglasses' })).toBeChecked();

  await page.goto(`/admin/coupons?search=${code}`);
  const table = page.getByRole('table', { name: 'Coupons' });
  await expect(table).toContainText('Frames in Sunglasses, 10% off + free shipping');
  await expect(table).toContainText('not with the second-frame offer');
});

for (const width of [1440, 768, 390]) {
  test(`the coupon form at ${width} px: axe finds nothing, and nothing scrolls sideways`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, ownerToken);
    await page.goto('/admin/coupons/new');
    await expect(page.getByTestId('coupon-form')).toBeVisible();
    await expectAxeClean(page, `/admin/coupons/new at ${width} px`);
    await expectNoSidewaysScroll(page);
    // the long lists: products and lens options, and a refusal shown
    await page.getByLabel('Code').fill(`W${width}${code}`);
    await page.getByLabel('Title').fill('Width check');
    await page.getByLabel(/^Percent off/).fill('10');
    await page.getByRole('radio', { name: /^Some products/ }).check();
    await expect(page.getByTestId('coupon-scope-products')).toBeVisible();
    await page.getByTestId('coupon-save').click();
    await expect(page.locator('#coupon-scopeIds-error')).toHaveText('Choose at least one product.');
    await expectAxeClean(page, `/admin/coupons/new at ${width} px`);
    await expectNoSidewaysScroll(page);
    await page.getByRole('radio', { name: /^Some lens options/ }).check();
    await expect(page.getByTestId('coupon-scope-lens-options')).toBeVisible();
    await expectAxeClean(page, `/admin/coupons/new at ${width} px`);
    await expectNoSidewaysScroll(page);
  });
}
