import { holdConsoleToken, ownerAndStaff } from '../support/console';
import { outboxMails, paidOrder } from '../support/console-orders';
import { expectAxeClean, expectNoSidewaysScroll } from '../support/page-checks';
import { expect, test } from '../support/test';

// docs/operating.md#alerts: a member ticks "A new paid order" under Your account; a shopper pays;
// the member's mail is in the outbox, linking to the order's console page, and the header's bell
// shows the unread event, which links to the order and is marked read when opened. The account page
// and the open list fit a desktop's, a tablet's and a phone's width, and axe finds nothing.

test.describe.configure({ mode: 'serial' });

const WIDTHS = [1440, 768, 390] as const;
let staff = { email: '', token: '' };

test.beforeAll(async ({ request }) => {
  staff = (await ownerAndStaff(request, 'alerts')).staff;
});

test('a member who asked is mailed a new paid order, and the bell links to it', async ({
  page,
  baseURL,
  request,
}) => {
  await holdConsoleToken(page, baseURL, staff.token);
  await page.goto('/admin/account');
  const paidOrderBox = page.getByTestId('alert-choice-paid-order');
  await expect(paidOrderBox).not.toBeChecked();
  // a staff member is never offered what their role cannot open
  await expect(page.getByTestId('alert-choice-low-stock')).toHaveCount(0);
  await paidOrderBox.check();
  await page.getByTestId('alert-choices-submit').click();
  await expect(page.getByTestId('alert-choices-done')).toHaveText('Saved.');

  const order = await paidOrder(request, 'accessory');
  await expect
    .poll(async () => (await outboxMails(`To: ${staff.email}`, `Order ${order.orderNumber} paid`)).length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [mail] = await outboxMails(`To: ${staff.email}`, `Order ${order.orderNumber} paid`);
  expect(mail).toContain(`/admin/orders/${order.orderNumber}`);

  await page.reload();
  const bell = page.getByTestId('notifications-bell');
  await expect(page.getByTestId('notifications-count')).toBeVisible();
  await expect(page.getByTestId('notifications-status')).toHaveText(/\d+ unread notifications?/);
  const unreadBefore = Number(await page.getByTestId('notifications-count').textContent());
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const link = page.getByRole('link', { name: new RegExp(`Order ${order.orderNumber} paid`) });
  await expect(link).toHaveAttribute('href', `/admin/orders/${order.orderNumber}`);
  await expect(link).toContainText('Unread:');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderNumber}$`));
  // opened, it is read: the count drops by one (gone at none)
  const count = page.getByTestId('notifications-count');
  if (unreadBefore > 1) await expect(count).toHaveText(String(unreadBefore - 1));
  else await expect(count).toHaveCount(0);
});

for (const width of WIDTHS) {
  test(`the account page and the open list fit ${width} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    await holdConsoleToken(page, baseURL, staff.token);
    await page.goto('/admin/account');
    await expect(page.getByTestId('alert-choices-form')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `/admin/account at ${width} px`);
    await page.getByTestId('notifications-bell').click();
    const panel = page.getByTestId('notifications-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('notification-link').first()).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page, `the open notification list at ${width} px`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('notifications-bell')).toBeFocused();
  });
}
