import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { database } from '@/lib/server/platform/db/database';
import { orderRefunds } from '@/lib/server/platform/db/schema';
import { settleWaitingRefunds } from '@/lib/server/domain/orders';
import {
  capturePayPalOrder,
  createPayPalOrder,
  forgetPayPalTokens,
  paypalSettings,
} from '@/lib/server/domain/payments/paypal-api';
import { post } from '../support/call-route';
import {
  claimCoupon,
  freshProduct,
  must,
  okData,
  orderRow,
  setOrder,
  setStock,
  stockOf,
  useEnv,
  type TestItem,
} from '../support/checkout-flow';
import { startMockServer } from '../support/msw-server';
import { createOperator, type TestOperator } from '../support/operators';
import {
  adminOrders,
  auditLinesOf,
  readableMail,
  shopOrder,
  type ShopOrder,
} from '../support/operator-orders';
import { mailTo, useTestOutbox } from '../support/outbox';
import { createPayPalFake } from '../support/paypal-fake';
import { createShopper, type TestShopper } from '../support/shoppers';

// Cancelling a paid order before it ships (docs/operating.md#cancel-paid), through
// /api/admin/orders/cancel: what is left is refunded through the provider that took the money, once
// (a repeated or simultaneous cancel never refunds twice: run this file on PostgreSQL too), the stock
// and coupon come back, the order is 5 Refunded with "Cancelled by the shop" in its history, and the
// shopper gets one mail saying it is cancelled and refunded. Refused once the order has shipped.

const server = setupServer();
startMockServer(server);
let restoreEnv = () => {};
let outbox = '';
let staff: TestOperator;
let item: TestItem;

beforeAll(async () => {
  outbox = await useTestOutbox();
  restoreEnv = useEnv({
    PAYPAL_CLIENT_ID: 'shop-client-id',
    PAYPAL_CLIENT_SECRET: 'shop-client-secret',
    PAYPAL_ENV: 'sandbox',
    PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
  });
  staff = await createOperator('staff');
  item = await freshProduct('accessories', { priceCents: 8_000 });
  await setStock(item, 50);
});
afterEach(() => forgetPayPalTokens());
afterAll(() => restoreEnv());

const cancel = (number: string, reason = 'The shopper asked by phone') =>
  adminOrders(staff, 'cancel', { number, reason });

async function refundRows(number: string) {
  const db = await database();
  const { id } = await orderRow(number);
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(orderRefunds.id);
}

const couponsOf = async (buyer: TestShopper, status: string) =>
  okData(await post<{ list: { id: number }[] }>('/api/coupon/my', { status }, buyer.headers)).list.map(
    (coupon) => coupon.id,
  );

/** A paid (demo) order of one accessory, with the welcome coupon. */
async function paidWithCoupon(): Promise<ShopOrder & { couponId: number }> {
  const buyer = await createShopper('cancel-paid');
  const couponId = await claimCoupon(buyer, 'WELCOME10');
  return { ...(await shopOrder({ shopper: buyer, item, couponId })), couponId };
}

describe('a paid demo order, not shipped', () => {
  it('is refunded in full once, its stock and coupon back, 5 with the history line and one mail', async () => {
    const started = Date.now();
    const paid = await paidWithCoupon();
    const stockBefore = await stockOf(item);
    const total = paid.order.totalCents;
    expect(await couponsOf(paid.shopper, 'used')).toEqual([paid.couponId]);
    expect(okData(await adminOrders(staff, 'info', { number: paid.number })).actions.cancel).toBe(true);

    const cancelled = okData(await cancel(paid.number));
    expect(cancelled).toMatchObject({
      status: 5,
      statusName: 'Refunded',
      refundedCents: total,
      refundableCents: 0,
      actions: { cancel: false, refund: false, ship: false },
    });
    expect(cancelled.history.slice(-2)).toEqual([
      expect.objectContaining({ fromStatus: 1, status: 5, note: 'Refunded in full to The demo provider' }),
      expect.objectContaining({ fromStatus: 5, status: 5, actor: 'operator', note: 'Cancelled by the shop' }),
    ]);
    expect((await refundRows(paid.number)).map((row) => [row.amountCents, row.state, row.provider])).toEqual([
      [total, 'done', 'demo'],
    ]);
    expect(await stockOf(item)).toBe(stockBefore + 1);
    expect(await couponsOf(paid.shopper, 'usable')).toContain(paid.couponId);
    expect((await auditLinesOf(paid.number)).map((line) => line.action)).toEqual([
      'order.cancel',
      'order.refund-sent',
      'order.refund',
    ]);
    // one mail says both; no second refund mail
    const mail = readableMail(
      await mailTo(outbox, paid.shopper.email, 'is cancelled and refunded', started - 1000),
    );
    expect(mail).toContain(`We cancelled your order ${paid.number} before it shipped.`);
    expect(mail).toContain(`We refunded $${(total / 100).toFixed(2)} to the card you paid with`);
    await expect(mailTo(outbox, paid.shopper.email, 'A refund of', started - 1000, 300)).rejects.toThrow();
    // the shopper's order page says so, without the staff's reason
    const shopperView = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: paid.number }, paid.shopper.headers),
    );
    expect(shopperView.status).toBe(5);
    expect(JSON.stringify(shopperView)).toContain('Cancelled by the shop');
    expect(JSON.stringify(shopperView)).not.toContain('asked by phone');

    // again: refused, nothing refunded or given back twice
    expect((await cancel(paid.number)).body).toMatchObject({
      code: 0,
      msg: 'This order is already cancelled and refunded.',
    });
    expect(await refundRows(paid.number)).toHaveLength(1);
    expect(await stockOf(item)).toBe(stockBefore + 1);
  });

  it('cancelled three times at once: refunded once, stock back once', async () => {
    const paid = await paidWithCoupon();
    const stockBefore = await stockOf(item);
    const answers = await Promise.all([cancel(paid.number), cancel(paid.number), cancel(paid.number)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 0, 200]);
    for (const answer of answers.filter((one) => one.body.code === 0))
      expect(answer.body.msg).toMatch(/already cancelled and refunded|already being cancelled/);
    expect((await refundRows(paid.number)).map((row) => row.state)).toEqual(['done']);
    expect(await stockOf(item)).toBe(stockBefore + 1);
    const row = await orderRow(paid.number);
    expect([row.status, row.refundedCents]).toEqual([5, paid.order.totalCents]);
  });

  it('refunds only what is left after a partial refund', async () => {
    const paid = await paidWithCoupon();
    okData(
      await adminOrders(staff, 'refund', {
        number: paid.number,
        amountCents: 1_000,
        destination: 'wallet',
        reason: 'Goodwill',
      }),
    );
    const cancelled = okData(await cancel(paid.number));
    expect(cancelled.status).toBe(5);
    expect((await refundRows(paid.number)).map((row) => [row.amountCents, row.destination])).toEqual([
      [1_000, 'wallet'],
      [paid.order.totalCents - 1_000, 'original'],
    ]);
  });

  it('is refused once shipped, and without a reason; nothing moves', async () => {
    const paid = await paidWithCoupon();
    okData(
      await adminOrders(staff, 'ship', { number: paid.number, carrier: 'DHL', trackingNumber: '1234567890' }),
    );
    const stock = await stockOf(item);
    expect((await cancel(paid.number)).body).toMatchObject({
      code: 0,
      msg: 'This order has already shipped (it is Shipped), so it cannot be cancelled: refund it, or the shopper returns it.',
    });
    expect(okData(await adminOrders(staff, 'info', { number: paid.number })).actions.cancel).toBe(false);
    expect((await cancel(paid.number, '  ')).body.code).toBe(422);
    expect(await stockOf(item)).toBe(stock);
    expect(await refundRows(paid.number)).toEqual([]);
    expect((await orderRow(paid.number)).status).toBe(2);
  });

  it('a shopper’s token does not open it', async () => {
    const paid = await paidWithCoupon();
    const answer = await post(
      '/api/admin/orders/cancel',
      { number: paid.number, reason: 'x' },
      paid.shopper.headers,
    );
    expect(answer.body.code).toBe(3);
    expect((await orderRow(paid.number)).status).toBe(1);
  });
});

describe('paid with PayPal (a fake of its REST API)', () => {
  function fakePayPal() {
    const fake = createPayPalFake();
    server.use(...fake.handlers);
    return fake.state;
  }

  async function paidWithPayPal() {
    const paid = await paidWithCoupon();
    const settings = must(paypalSettings());
    const created = await createPayPalOrder(
      settings,
      { orderNumber: paid.number, amountCents: paid.order.totalCents },
      `create-${paid.number}`,
    );
    await capturePayPalOrder(settings, created.id, `capture-${paid.number}`);
    await setOrder(paid.number, { paymentProvider: 'paypal', paymentReference: created.id });
    return paid;
  }

  it('three cancels at once ask PayPal once', async () => {
    const paypal = fakePayPal();
    const paid = await paidWithPayPal();
    const answers = await Promise.all([cancel(paid.number), cancel(paid.number), cancel(paid.number)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 0, 200]);
    expect(paypal.callsOf('refund')).toHaveLength(1);
    expect((await orderRow(paid.number)).status).toBe(5);
  });

  it('refused by PayPal: the order stays as it was, its stock and coupon not given back', async () => {
    const paypal = fakePayPal();
    const paid = await paidWithPayPal();
    const stock = await stockOf(item);
    paypal.failNext({ status: 422, issue: 'REFUND_TIME_LIMIT_EXCEEDED' }, 'refund');
    const refused = await cancel(paid.number);
    expect(refused.body.code).toBe(0);
    const row = await orderRow(paid.number);
    expect([row.status, row.refundedCents, row.cancelRequestedAt]).toEqual([1, 0, null]);
    expect(await stockOf(item)).toBe(stock);
    expect(await couponsOf(paid.shopper, 'used')).toEqual([paid.couponId]);
    // it may still ship, or be cancelled again
    const info = okData(await adminOrders(staff, 'info', { number: paid.number }));
    expect(info.actions.cancel).toBe(true);
  });

  it('PayPal away: 503, the cancel waits; the refund job makes the refund and ends the cancel, once', async () => {
    const started = Date.now();
    const paypal = fakePayPal();
    const paid = await paidWithPayPal();
    const stock = await stockOf(item);
    paypal.failNext({ delayMs: 1_500 }, 'refund');
    expect((await cancel(paid.number)).status).toBe(503);
    expect((await orderRow(paid.number)).status).toBe(1);
    expect(await stockOf(item)).toBe(stock);
    // while it waits: not cancelled again, not shipped
    expect((await cancel(paid.number)).body).toMatchObject({
      code: 0,
      msg: 'This order is already being cancelled: its refund is on its way to the shopper.',
    });
    expect(okData(await adminOrders(staff, 'info', { number: paid.number })).actions.ship).toBe(false);

    expect(await settleWaitingRefunds(new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    expect(paypal.refunds.size).toBe(1);
    const row = await orderRow(paid.number);
    expect([row.status, row.refundedCents]).toEqual([5, paid.order.totalCents]);
    expect(await stockOf(item)).toBe(stock + 1);
    expect(await couponsOf(paid.shopper, 'usable')).toContain(paid.couponId);
    const mail = readableMail(
      await mailTo(outbox, paid.shopper.email, 'is cancelled and refunded', started - 1000),
    );
    expect(mail).toContain('PayPal account you paid with');
    expect(await settleWaitingRefunds(new Date(Date.now() + 240_000))).toBe(0);
    expect(await stockOf(item)).toBe(stock + 1);
  });
});
