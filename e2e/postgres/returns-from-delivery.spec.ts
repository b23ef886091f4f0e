import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { paidOrder, shipOrder } from '../support/console-orders';
import { signInBrowser } from '../support/shop-data';
import { expect, test } from '../support/test';

// docs/product.md#returns-from-delivery: the 30 days of returns count from delivery. Before the
// shop marks the parcel delivered the shopper reads the rule; once it is, the last day, 30 days on,
// in the account, on the request page and in the console.

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(time);

test('the last day of returns counts from delivery, for the shopper and in the console', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const team = await ownerAndStaff(request, 'returns-from-delivery');
  const order = await paidOrder(request, 'accessory');
  await shipOrder(request, order, team.staff.token);
  await signInBrowser(context, baseURL ?? '', order.token);

  await page.goto(`/centerMain/order/order-detail?order=${order.orderNumber}`);
  await expect(page.getByTestId('returns-until')).toHaveText(
    'Returns and exchanges are open for 30 days after delivery.',
  );

  const deliveredAt = Date.now();
  await apiData(
    request,
    '/api/admin/orders/deliver',
    { number: order.orderNumber },
    { authorization: `Bearer ${team.staff.token}` },
  );
  const lastDay = dayOf(deliveredAt + 30 * DAY_MS);

  await page.reload();
  await expect(page.getByTestId('order-status')).toContainText('Completed');
  await expect(page.getByTestId('returns-until')).toHaveText(
    `Returns and exchanges are open until ${lastDay}, 30 days after delivery.`,
  );

  await page.getByTestId('order-after-sales').click();
  await expect(page.getByTestId('after-sales-form')).toBeVisible();
  await expect(page.getByTestId('returns-until')).toContainText(lastDay);

  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto(`/admin/orders/${order.orderNumber}`);
  await expect(page.getByTestId('order-returns-until')).toContainText('Delivered');
  await expect(page.getByTestId('order-returns-until')).toContainText(
    `Returns and exchanges are open until ${lastDay}`,
  );
});
