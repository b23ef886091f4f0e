import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { paidOrder } from '../support/console-orders';
import { signInBrowser } from '../support/shop-data';
import { expect, test, type Page } from '../support/test';

// Order work before shipping on PostgreSQL (docs/operating.md#before-shipping), on the desktop and
// in the phone's layout: staff cancels a paid order (the dialog names the refund and asks once more;
// the order is Refunded, "Cancelled by the shop"), changes the address of another, and leaves an
// internal note the shopper's order page never shows.

test.describe.configure({ mode: 'serial' });

let team: Awaited<ReturnType<typeof ownerAndStaff>>;

test.beforeAll(async ({ request }) => {
  team = await ownerAndStaff(request, 'order-edits');
});

async function openOrder(page: Page, baseURL: string | undefined, orderNumber: string) {
  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto(`/admin/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(name, () => {
    test.use({ viewport });

    test('staff cancels a paid order: the refund named and confirmed, the order Refunded', async ({
      page,
      request,
      baseURL,
    }) => {
      const order = await paidOrder(request, 'accessory');
      const dollars = `$${(order.totalCents / 100).toFixed(2)}`;
      await openOrder(page, baseURL, order.orderNumber);
      await page.getByTestId('order-action-cancel').click();
      const dialog = page.getByRole('dialog', { name: 'Cancel and refund the order' });
      await expect(dialog).toContainText(`${dollars} is refunded to Demo`);
      await dialog.getByTestId('cancel-reason').fill('The shopper asked by phone');
      await dialog.getByTestId('cancel-order-submit').click();
      await expect(dialog.getByTestId('cancel-order-confirm')).toHaveText(
        `Cancel order ${order.orderNumber} and refund ${dollars} to Demo? This cannot be taken back.`,
      );
      await dialog.getByTestId('cancel-order-submit').click();
      await expect(page.getByTestId('order-action-done')).toHaveText(
        `The order is cancelled and ${dollars} refunded; its stock and coupon are back.`,
      );
      await expect(page.getByTestId('order-status')).toContainText('Refunded');
      await expect(page.getByTestId('order-history')).toContainText('Cancelled by the shop');
      await expect(page.getByTestId('order-action-cancel')).toHaveCount(0);
    });

    test('staff edits the address and adds a note; the shopper sees the address, never the note', async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      const order = await paidOrder(request, 'accessory');
      await openOrder(page, baseURL, order.orderNumber);
      await page.getByTestId('order-action-editAddress').click();
      const dialog = page.getByRole('dialog', { name: 'Edit the shipping address' });
      await dialog.getByTestId('edit-address-line1').fill('5 Broadway');
      await dialog.getByTestId('edit-address-postcode').fill('nope');
      await dialog.getByTestId('edit-address-submit').click();
      // the checkout's own message, under its field
      await expect(dialog.getByText('Enter a 5-digit ZIP code, or ZIP+4 such as 10001-1234.')).toBeVisible();
      // the country's provinces, as the checkout lists them
      await dialog.getByTestId('edit-address-province').selectOption('New York');
      await dialog.getByTestId('edit-address-city').fill('New York');
      await dialog.getByTestId('edit-address-postcode').fill('10004');
      await dialog.getByTestId('edit-address-submit').click();
      await expect(page.getByTestId('order-action-done')).toContainText('5 Broadway');
      await expect(page.getByTestId('order-address')).toContainText('5 Broadway');
      await expect(page.getByTestId('order-history')).toContainText('Shipping address changed');

      const secret = 'Shopper rang: wants it gift wrapped, do not mention price';
      await page.getByTestId('order-add-note').click();
      const note = page.getByRole('dialog', { name: 'Add an internal note' });
      await note.getByTestId('order-note-body').fill(secret);
      await note.getByTestId('order-note-submit').click();
      await expect(page.getByTestId('order-history-note')).toContainText(secret);
      await expect(page.getByTestId('order-history-note')).toContainText(team.staff.email);

      // the shopper's order page: the new address and its line, not the note
      await page.context().clearCookies();
      await signInBrowser(context, baseURL ?? '', order.token);
      await page.goto(`/centerMain/order/order-detail?order=${order.orderNumber}`);
      await expect(page.getByText('5 Broadway').first()).toBeVisible();
      await expect(page.getByText('Shipping address changed').first()).toBeVisible();
      expect(await page.content()).not.toContain('gift wrapped');
      const info = await apiData<unknown>(
        request,
        '/api/order/info',
        { orderNumber: order.orderNumber },
        { authorization: `Bearer ${order.token}` },
      );
      expect(JSON.stringify(info)).not.toContain('gift wrapped');
    });
  });
}
