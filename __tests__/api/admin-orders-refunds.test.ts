import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import type { OperatorOrder, OrderRefundView } from '@/lib/contract/calls/admin/order-schemas';
import { database } from '@/lib/server/platform/db/database';
import { orderRefunds } from '@/lib/server/platform/db/schema';
import { settleWaitingRefunds } from '@/lib/server/domain/orders';
import {
  capturePayPalOrder,
  createPayPalOrder,
  forgetPayPalTokens,
  paypalSettings,
} from '@/lib/server/domain/payments/paypal-api';
import { createPaymentIntent, stripeSettings } from '@/lib/server/domain/payments/stripe-api';
import { post } from '../support/call-route';
import { freshProduct, must, okData, orderRow, setOrder, useEnv } from '../support/checkout-flow';
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
import { createStripeFake } from '../support/stripe-fake';
import type { TestShopper } from '../support/shoppers';

// Refunds (docs/operating.md#order-work), through /api/admin/orders/refund: full or partial refunds
// of paid orders, to the shop wallet or back through the provider that took the money (the demo
// provider, and PayPal and Stripe against fakes of their REST APIs); never more than is left; two
// refunds at once refund once (run this file on PostgreSQL too: TEST_DATABASE_URL); a provider that
// does not answer leaves the refund waiting, sent again with the same key, never twice; a fully
// refunded order is 5 Refunded (docs/product.md#order-states).

const server = setupServer();
startMockServer(server);
let restoreEnv = () => {};
let outbox = '';
let staff: TestOperator;

beforeAll(async () => {
  outbox = await useTestOutbox();
  restoreEnv = useEnv({
    PAYPAL_CLIENT_ID: 'shop-client-id',
    PAYPAL_CLIENT_SECRET: 'shop-client-secret',
    PAYPAL_ENV: 'sandbox',
    STRIPE_SECRET_KEY: 'sk_test_oculo',
    NEXT_PUBLIC_STRIPE_PK_TEST: 'pk_test_oculo',
    PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
  });
  staff = await createOperator('staff');
});
afterEach(() => forgetPayPalTokens());
afterAll(() => restoreEnv());

type Refunded = { order: OperatorOrder; refund: OrderRefundView };
const refund = (
  number: string,
  amountCents: number,
  destination: 'original' | 'wallet',
  reason = 'Scratched lens',
) => adminOrders<Refunded>(staff, 'refund', { number, amountCents, destination, reason });

const walletBalance = async (shopper: TestShopper) =>
  okData(await post<{ balanceCents: number }>('/api/wallet/balance', {}, shopper.headers)).balanceCents;

async function refundRows(number: string) {
  const db = await database();
  const { id } = await orderRow(number);
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(orderRefunds.id);
}

/** A paid order of one accessory at `priceCents` (shipping is added below $69). */
async function paidOrder(priceCents = 8_000): Promise<ShopOrder> {
  return shopOrder({ item: await freshProduct('accessories', { priceCents, stock: 10 }) });
}

describe('to the shop wallet', () => {
  it('refunds all of it in one go: store credit, 5 Refunded, the mail and the audit line', async () => {
    const paid = await paidOrder();
    const total = paid.order.totalCents;
    const started = Date.now();
    const { order, refund: made } = okData(await refund(paid.number, total, 'wallet', 'Arrived broken'));
    expect(made).toMatchObject({
      amountCents: total,
      destination: 'wallet',
      state: 'done',
      provider: null,
      reason: 'Arrived broken',
    });
    expect(order).toMatchObject({
      status: 5,
      statusName: 'Refunded',
      refundedCents: total,
      refundableCents: 0,
      actions: { refund: false },
    });
    expect(order.history.at(-1)).toMatchObject({
      fromStatus: 1,
      status: 5,
      actor: 'operator',
      note: 'Refunded in full to the shop wallet',
    });
    expect(await walletBalance(paid.shopper)).toBe(total);
    expect(await auditLinesOf(paid.number)).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        actorEmail: staff.email,
        before: { status: 1, refundedCents: 0 },
        after: expect.objectContaining({ status: 5, refundedCents: total, destination: 'wallet' }),
      }),
    ]);
    const mail = readableMail(await mailTo(outbox, paid.shopper.email, 'A refund of', started - 1000));
    expect(mail).toContain('Oculo wallet as store credit');
    // nothing is left: the next refund is refused
    expect((await refund(paid.number, 1, 'wallet')).body).toMatchObject({
      code: 0,
      msg: 'This order is already refunded in full.',
    });
  });

  it('refunds part, then refuses more than is left, naming what is left', async () => {
    const paid = await paidOrder(10_000);
    const total = paid.order.totalCents;
    okData(await refund(paid.number, 2_500, 'wallet'));
    const tooMuch = await refund(paid.number, total - 2_500 + 1, 'wallet');
    const left = ((total - 2_500) / 100).toFixed(2);
    expect(tooMuch.body).toMatchObject({
      code: 0,
      msg: `Only $${left} is left to refund on this order ($${(total / 100).toFixed(2)} paid, $25.00 refunded).`,
    });
    const rest = okData(await refund(paid.number, total - 2_500, 'wallet'));
    expect(rest.order).toMatchObject({ status: 5, refundedCents: total });
    expect(await walletBalance(paid.shopper)).toBe(total);
    expect((await refundRows(paid.number)).map((row) => [row.amountCents, row.state])).toEqual([
      [2_500, 'done'],
      [total - 2_500, 'done'],
    ]);
  });

  it('keeps a shipped order’s status on a partial refund, and moves it to 5 once all is refunded', async () => {
    const paid = await paidOrder();
    okData(
      await adminOrders(staff, 'ship', { number: paid.number, carrier: 'DHL', trackingNumber: '1234567890' }),
    );
    expect(okData(await refund(paid.number, 1_000, 'wallet')).order.status).toBe(2);
    const all = okData(await refund(paid.number, paid.order.totalCents - 1_000, 'wallet'));
    expect(all.order.history.at(-1)).toMatchObject({ fromStatus: 2, status: 5 });
  });

  it('refuses an unpaid order, amounts that are not whole positive cents, and no reason', async () => {
    const unpaid = await shopOrder({ paid: false });
    expect((await refund(unpaid.number, 100, 'wallet')).body).toMatchObject({
      code: 0,
      msg: 'This order is not paid, so there is nothing to refund. Cancel it instead.',
    });
    const paid = await paidOrder();
    for (const amountCents of [0, -5, 1.5, '12.50']) {
      const answer = await adminOrders(staff, 'refund', {
        number: paid.number,
        amountCents,
        destination: 'wallet',
        reason: 'x',
      });
      expect(answer.body.code).toBe(422);
    }
    expect((await refund(paid.number, 100, 'wallet', '')).body.code).toBe(422);
    expect((await orderRow(paid.number)).refundedCents).toBe(0);
  });
});

describe('two refunds at once refund once (the order locked, the amount reserved)', () => {
  it.each(['wallet', 'original'] as const)('to %s', async (destination) => {
    const paid = await paidOrder();
    const total = paid.order.totalCents;
    const answers = await Promise.all([
      refund(paid.number, total, destination),
      refund(paid.number, total, destination),
      refund(paid.number, total, destination),
    ]);
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([0, 0, 200]);
    const refused = answers.filter((answer) => answer.body.code === 0).map((answer) => answer.body.msg);
    for (const message of refused)
      expect(message).toMatch(/already refunded in full|still waiting for its answer/);
    expect((await refundRows(paid.number)).map((row) => [row.amountCents, row.state])).toEqual([
      [total, 'done'],
    ]);
    const row = await orderRow(paid.number);
    expect([row.status, row.refundedCents]).toEqual([5, total]);
    expect(await walletBalance(paid.shopper)).toBe(destination === 'wallet' ? total : 0);
  });
});

describe('back to the payment', () => {
  it('through the demo provider: half, then the rest, with the provider’s reference', async () => {
    const paid = await paidOrder(10_000);
    const total = paid.order.totalCents;
    const half = Math.floor(total / 2);
    const first = okData(await refund(paid.number, half, 'original'));
    expect(first.refund).toMatchObject({
      amountCents: half,
      destination: 'original',
      provider: 'demo',
      state: 'done',
      providerReference: expect.stringMatching(/^demo-refund-/),
    });
    expect(first.order).toMatchObject({ status: 1, refundedCents: half, refundableCents: total - half });
    const second = okData(await refund(paid.number, total - half, 'original'));
    expect(second.order).toMatchObject({ status: 5, refundedCents: total });
    expect(second.order.history.at(-1)?.note).toBe('Refunded in full to The demo provider');
    expect(second.order.refunds.map((made) => made.state)).toEqual(['done', 'done']);
    expect(await walletBalance(paid.shopper)).toBe(0);
  });

  describe('through PayPal (a fake of its REST API)', () => {
    function fakePayPal() {
      const fake = createPayPalFake();
      server.use(...fake.handlers);
      return fake.state;
    }

    /** The order as if paid with PayPal: a PayPal order captured at the fake for its total. */
    async function paidWithPayPal(): Promise<ShopOrder> {
      const paid = await paidOrder();
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

    it('refunds part of the capture once, and all of it moves the order to 5', async () => {
      const paypal = fakePayPal();
      const paid = await paidWithPayPal();
      const made = okData(await refund(paid.number, 1_000, 'original'));
      expect(made.refund).toMatchObject({ provider: 'paypal', state: 'done', amountCents: 1_000 });
      expect(paypal.refunds.size).toBe(1);
      expect(must([...paypal.refunds.values()][0]).id).toBe(made.refund.providerReference);
      okData(await refund(paid.number, paid.order.totalCents - 1_000, 'original'));
      expect(paypal.refunds.size).toBe(2);
      expect((await orderRow(paid.number)).status).toBe(5);
    });

    it('a refusal by PayPal fails the refund and releases its amount, in PayPal’s words', async () => {
      const paypal = fakePayPal();
      const paid = await paidWithPayPal();
      paypal.failNext({ status: 422, issue: 'REFUND_TIME_LIMIT_EXCEEDED' }, 'refund');
      const refused = await refund(paid.number, 1_000, 'original');
      expect(refused.status).toBe(200);
      expect(refused.body.code).toBe(0);
      expect(refused.body.msg).toMatch(/REFUND_TIME_LIMIT_EXCEEDED|too long|time/i);
      const [row] = await refundRows(paid.number);
      expect(row).toMatchObject({ state: 'failed', amountCents: 1_000 });
      expect(row?.failure).toBe(refused.body.msg);
      expect((await orderRow(paid.number)).refundedCents).toBe(0);
      expect((await auditLinesOf(paid.number)).map((line) => line.action)).toEqual([
        'order.refund-sent',
        'order.refund-failed',
      ]);
      // released: the whole order can still be refunded
      okData(await refund(paid.number, paid.order.totalCents, 'original'));
      expect(paypal.refunds.size).toBe(1);
    });

    it('PayPal away: 503, the refund waits reserved; sent again with the same key, it refunds once', async () => {
      const paypal = fakePayPal();
      const paid = await paidWithPayPal();
      // PayPal makes the refund but answers after the shop's 1 s timeout
      paypal.failNext({ delayMs: 1_500 }, 'refund');
      const away = await refund(paid.number, 2_000, 'original');
      expect(away.status).toBe(503);
      expect(away.body).toMatchObject({ code: 503, msg: expect.stringMatching(/PayPal did not answer/) });
      const [pending] = await refundRows(paid.number);
      expect(pending).toMatchObject({ state: 'pending', amountCents: 2_000 });
      expect((await orderRow(paid.number)).refundedCents).toBe(2_000);

      // at once: another refund waits for this one
      expect((await refund(paid.number, 500, 'wallet')).body).toMatchObject({
        code: 0,
        msg: 'A refund of $20.00 to PayPal is still waiting for its answer. Try again in a minute.',
      });

      // a minute later, the next refund sends the waiting one again first, with its own key
      const db = await database();
      await db
        .update(orderRefunds)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(orderRefunds.id, must(pending).id));
      const resent = await refund(paid.number, 2_000, 'original');
      expect(resent.body).toMatchObject({
        code: 0,
        msg: expect.stringMatching(/\$20\.00 of it is now refunded/),
      });
      expect(paypal.refunds.size).toBe(1);
      // the one refund PayPal made (found again by the refund's own key), never a second
      const keys = paypal.callsOf('refund').map((call) => call.headers['paypal-request-id']);
      expect(new Set(keys).size).toBe(1);
      const rows = await refundRows(paid.number);
      expect(rows.map((row) => row.state)).toEqual(['done']);
      expect(rows[0]?.providerReference).toBe(must([...paypal.refunds.values()][0]).id);
      const row = await orderRow(paid.number);
      expect([row.refundedCents, row.status]).toEqual([2_000, 1]);
    });

    it('PayPal away: the refund job sends the waiting refund again and settles it, once', async () => {
      const paypal = fakePayPal();
      const paid = await paidWithPayPal();
      paypal.failNext({ delayMs: 1_500 }, 'refund');
      expect((await refund(paid.number, paid.order.totalCents, 'original')).status).toBe(503);
      const [pending] = await refundRows(paid.number);
      // not yet: a refund sent less than a minute ago may still be on its way
      expect(await settleWaitingRefunds()).toBe(0);
      expect(await settleWaitingRefunds(new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
      const rows = await refundRows(paid.number);
      expect(rows.map((row) => [row.id, row.state])).toEqual([[must(pending).id, 'done']]);
      expect(paypal.refunds.size).toBe(1);
      const row = await orderRow(paid.number);
      expect([row.refundedCents, row.status]).toEqual([paid.order.totalCents, 5]);
      expect((await auditLinesOf(paid.number)).map((line) => [line.action, line.actorEmail])).toEqual([
        ['order.refund-sent', staff.email],
        ['order.refund', 'the shop (refund job)'],
      ]);
      // a second run finds nothing to do
      expect(await settleWaitingRefunds(new Date(Date.now() + 240_000))).toBe(0);
    });

    it('keeps in the audit log who sent a refund PayPal left unanswered, when another member settles it', async () => {
      const paypal = fakePayPal();
      const paid = await paidWithPayPal();
      paypal.failNext({ delayMs: 1_500 }, 'refund');
      expect((await refund(paid.number, 2_000, 'original', 'Lens scratched')).status).toBe(503);
      const [pending] = await refundRows(paid.number);
      expect(await auditLinesOf(paid.number)).toEqual([
        expect.objectContaining({
          action: 'order.refund-sent',
          actorEmail: staff.email,
          before: { status: 1, refundedCents: 0 },
          after: expect.objectContaining({ refundedCents: 2_000, refund: must(pending).id }),
        }),
      ]);

      const db = await database();
      await db
        .update(orderRefunds)
        .set({ createdAt: new Date(Date.now() - 120_000) })
        .where(eq(orderRefunds.id, must(pending).id));
      const other = await createOperator('staff');
      const resent = await adminOrders(other, 'refund', {
        number: paid.number,
        amountCents: 500,
        destination: 'wallet',
        reason: 'Goodwill',
      });
      expect(resent.body.code).toBe(0);
      expect((await auditLinesOf(paid.number)).map((line) => [line.action, line.actorEmail])).toEqual([
        ['order.refund-sent', staff.email],
        ['order.refund', other.email],
      ]);
    });

    it('does not ship an order while a refund of all of it waits for PayPal', async () => {
      const paypal = fakePayPal();
      const paid = await paidWithPayPal();
      paypal.failNext({ delayMs: 1_500 }, 'refund');
      expect((await refund(paid.number, paid.order.totalCents, 'original')).status).toBe(503);
      const ship = { number: paid.number, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
      const shipped = await adminOrders(staff, 'ship', ship);
      expect(shipped.body).toMatchObject({ code: 0, msg: expect.stringMatching(/refunded/) });
      const row = await orderRow(paid.number);
      expect([row.status, row.trackingNumber]).toEqual([1, null]);
      expect(okData(await adminOrders(staff, 'info', { number: paid.number })).actions.ship).toBe(false);
    });
  });

  it('through Stripe (a fake of its API): all of it', async () => {
    const fake = createStripeFake({ secretKey: 'sk_test_oculo' });
    server.use(...fake.handlers);
    const paid = await paidOrder();
    const intent = await createPaymentIntent(
      must(stripeSettings()),
      { orderNumber: paid.number, amountCents: paid.order.totalCents },
      `intent-${paid.number}`,
    );
    fake.state.succeed(intent.id);
    await setOrder(paid.number, { paymentProvider: 'stripe', paymentReference: intent.id });
    const made = okData(await refund(paid.number, paid.order.totalCents, 'original'));
    expect(made.refund).toMatchObject({ provider: 'stripe', state: 'done' });
    expect(made.order.status).toBe(5);
    expect(fake.state.refundedCents(intent.id)).toBe(paid.order.totalCents);
  });
});
