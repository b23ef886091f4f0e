import { paidOrder } from './support/console-orders';
import { signInBrowser } from './support/shop-data';
import { expect, test } from './support/test';

// docs/product.md#returns-after-shipping: "Return or exchange" is offered once an order has
// shipped. A paid order still at the lab offers none, in the list or on its page, its request page
// says why, and the server refuses a request for it with the same words.

test('a paid order that has not shipped offers no return or exchange, and the server refuses one', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const order = await paidOrder(request, 'accessory');
  await signInBrowser(context, baseURL ?? '', order.token);

  await page.goto('/centerMain/order/order');
  const card = page.locator(`[data-testid="order-card"][data-order-number="${order.orderNumber}"]`);
  await expect(card).toContainText('Not Shipped');
  await expect(card.getByTestId('order-details')).toBeVisible();
  await expect(card.getByTestId('order-after-sales')).toHaveCount(0);
  await expect(card).not.toContainText('Return or exchange');

  await card.getByTestId('order-details').click();
  await expect(page).toHaveURL(/\/centerMain\/order\/order-detail\?order=/);
  await expect(page.getByTestId('order-status')).toContainText('Not Shipped');
  await expect(page.getByTestId('order-invoice')).toBeVisible();
  await expect(page.getByTestId('order-after-sales')).toHaveCount(0);

  await page.goto(`/centerMain/order/after-sales?order=${order.orderNumber}`);
  const blocked = page.getByTestId('after-sales-blocked');
  await expect(blocked).toHaveAttribute('data-reason', 'notShipped');
  await expect(blocked).toContainText('This order has not shipped yet.');
  await expect(page.getByTestId('after-sales-form')).toHaveCount(0);

  const answer = await request.post('/api/order/afterSales', {
    headers: { authorization: `Bearer ${order.token}` },
    multipart: {
      orderNumber: order.orderNumber,
      kind: 'return',
      reason: 'changed-mind',
      details: 'I ordered the wrong colour.',
      refundTo: 'original',
    },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({
    code: 0,
    msg: expect.stringContaining('This order has not shipped yet.'),
  });
});
