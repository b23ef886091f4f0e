import { expectNoSidewaysScroll } from '../checkout-helpers';
import { CONSOLE_PASSWORD, holdConsoleToken, ownerAndStaff } from '../support/console';
import { paidOrder, type ShopperOrder } from '../support/console-orders';
import { expect, test } from '../support/test';

// The console's customers on PostgreSQL: a customer found by e-mail, their wallet adjusted, a
// coupon given, sign-in blocked and opened again; the CSV export; the console on a tablet; the
// operator's own password.

test.describe.configure({ mode: 'serial' });

let team: Awaited<ReturnType<typeof ownerAndStaff>>;
let shopper: ShopperOrder;

test.beforeAll(async ({ request }) => {
  team = await ownerAndStaff(request, 'customers');
  shopper = await paidOrder(request, 'accessory');
});

test('staff finds a customer and adjusts the wallet, gives a coupon, blocks and unblocks sign-in', async ({
  page,
  request,
  baseURL,
}) => {
  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto('/admin/customers');
  await page.getByLabel('Search').fill(shopper.email);
  await page.getByTestId('filters-apply').click();
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Robin');
  await expect(page.getByRole('table', { name: 'Orders of the customer' })).toContainText(
    shopper.orderNumber,
  );

  await page.getByTestId('customer-action-wallet').click();
  const wallet = page.getByRole('dialog', { name: 'Adjust the wallet' });
  await wallet.getByTestId('wallet-take').check();
  await wallet.getByTestId('wallet-amount').fill('5');
  await wallet.getByTestId('wallet-reason').fill('Testing the limits');
  await wallet.getByTestId('adjust-wallet-submit').click();
  await expect(
    wallet.getByText('The wallet holds $0.00, so at most that much can be taken out.'),
  ).toBeVisible();
  await wallet.getByTestId('wallet-add').check();
  await wallet.getByTestId('adjust-wallet-submit').click();
  await expect(page.getByTestId('customer-action-done')).toHaveText(
    'Wallet credited $5.00. The balance is now $5.00.',
  );
  await expect(page.getByTestId('customer-wallet-balance')).toHaveText('$5.00');
  await expect(page.getByTestId('customer-wallet')).toContainText('Testing the limits');

  await page.getByTestId('customer-action-coupon').click();
  const coupon = page.getByRole('dialog', { name: 'Give a coupon' });
  await coupon.getByTestId('coupon-code').fill('sorry10');
  await coupon.getByTestId('coupon-days').fill('30');
  await coupon.getByTestId('grant-coupon-submit').click();
  await expect(page.getByTestId('customer-action-done')).toContainText('Coupon SORRY10');
  await page.getByTestId('customer-action-coupon').click();
  await coupon.getByTestId('coupon-code').fill('SORRY10');
  await coupon.getByTestId('grant-coupon-submit').click();
  await expect(coupon.getByTestId('grant-coupon-error')).toBeVisible();
  await coupon.getByRole('button', { name: 'Cancel' }).click();

  await page.getByTestId('customer-action-block').click();
  const block = page.getByRole('dialog', { name: 'Block sign-in' });
  await block.getByTestId('block-reason').fill('Chargeback fraud under review');
  await block.getByTestId('block-customer-submit').click();
  await expect(page.getByTestId('customer-sign-in')).toContainText('Blocked');
  await expect(page.getByTestId('customer-sign-in')).toContainText('Chargeback fraud under review');
  // the shopper's session ended at once
  const info = await request.post('/api/user/userInfo', {
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(((await info.json()) as { code: number }).code).toBe(3);

  await page.getByTestId('customer-action-unblock').click();
  await page.getByRole('dialog', { name: 'Unblock sign-in' }).getByTestId('unblock-customer-submit').click();
  await expect(page.getByTestId('customer-sign-in')).toHaveText('Open');
});

test('the order list downloads as a CSV file for its filters', async ({ page, baseURL }) => {
  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto(`/admin/orders?search=${shopper.orderNumber}`);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('orders-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(file, 'utf8');
  expect(csv.split(/\r?\n/).filter(Boolean)).toHaveLength(2);
  expect(csv).toContain(shopper.orderNumber);
});

test.describe('on a tablet (768 px)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the lists and an order fit the screen; wide tables scroll inside their own region', async ({
    page,
    baseURL,
  }) => {
    await holdConsoleToken(page, baseURL, team.staff.token);
    for (const path of [
      '/admin',
      '/admin/orders',
      `/admin/orders/${shopper.orderNumber}`,
      '/admin/customers',
      '/admin/tickets',
      '/admin/after-sales',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    // an address no console page answers stays inside the console
    await page.goto('/admin/nothing-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  });
});

test('an operator changes their own password; the old one no longer signs in', async ({
  page,
  request,
  baseURL,
}) => {
  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto('/admin/account');
  await expect(page.getByText(team.staff.email)).toBeVisible();
  await page.getByTestId('current-password').fill('not my password at all');
  await page.getByTestId('new-password-password').fill('a brand new passphrase');
  await page.getByTestId('new-password-repeat').fill('a brand new passphrase');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-error')).toHaveText('Your current password is not right.');
  await page.getByTestId('current-password').fill(CONSOLE_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('change-password-done')).toBeVisible();
  const old = await request.post('/api/admin/session/signIn', {
    data: { email: team.staff.email, password: CONSOLE_PASSWORD },
  });
  expect(((await old.json()) as { code: number }).code).toBe(0);
});
