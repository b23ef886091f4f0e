import { and, eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { POST as paypalWebhook } from '@/app/api/paypal/webhook/route';
import { POST as stripeWebhook } from '@/app/api/stripe/webhook/route';
import type { PaymentResult } from '@/lib/contract/calls/payment';
import { database } from '@/lib/server/platform/db/database';
import { paymentEvents, payments } from '@/lib/server/platform/db/schema';
import {
  capturePayPalOrder,
  forgetPayPalTokens,
  paypalSettings,
} from '@/lib/server/domain/payments/paypal-api';
import { post } from '../support/call-route';
import {
  movesOf,
  must,
  okData,
  orderRow,
  payWithDemo,
  placedOrder,
  useEnv,
  type Headers,
  type PlacedOrder,
} from '../support/checkout-flow';
import { startMockServer } from '../support/msw-server';
import { mailTo, useTestOutbox } from '../support/outbox';
import { createPayPalFake } from '../support/paypal-fake';
import { createStripeFake } from '../support/stripe-fake';

// The payment calls of docs/product.md#payments (/api/paypal/createOrder, /capturePayment,
// /api/stripe/createOrder, the demo provider) and the providers' webhooks, against stateful fakes
// of PayPal and Stripe. docs/product.md#order-states: every provider ends in one mark-paid step
// that checks the USD amount to the cent and moves the order 0 → 1 once, whatever arrives twice or
// at the same time.

const WEBHOOK_ID = 'WH-FAKE-0001';
const STRIPE_WEBHOOK_SECRET = 'whsec_oculo_test';
const server = setupServer();
startMockServer(server);
let restoreEnv = () => {};
let outbox = '';

beforeAll(async () => {
  outbox = await useTestOutbox();
  restoreEnv = useEnv({
    PAYPAL_CLIENT_ID: 'shop-client-id',
    PAYPAL_CLIENT_SECRET: 'shop-client-secret',
    PAYPAL_ENV: 'sandbox',
    PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
    STRIPE_SECRET_KEY: 'sk_test_oculo',
    STRIPE_WEBHOOK_SECRET,
    NEXT_PUBLIC_STRIPE_PK_TEST: 'pk_test_oculo',
    PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
  });
});
afterEach(() => forgetPayPalTokens());
afterAll(() => restoreEnv());

function fakePayPal() {
  const fake = createPayPalFake({ webhookId: WEBHOOK_ID });
  server.use(...fake.handlers);
  return fake.state;
}

function fakeStripe() {
  const fake = createStripeFake({ secretKey: 'sk_test_oculo' });
  server.use(...fake.handlers);
  return fake.state;
}

const PAID_ONCE: [number | null, number][] = [
  [null, 0],
  [0, 1],
];

const createPayPal = (headers: Headers, orderNumber: string) =>
  post<{ paypalOrderId: string }>('/api/paypal/createOrder', { orderNumber }, headers);
const capture = (headers: Headers, orderNumber: string, paypalOrderId: string) =>
  post<PaymentResult>('/api/paypal/capturePayment', { orderNumber, paypalOrderId }, headers);

/** An unpaid order and its PayPal order, created through the shop. */
async function withPayPalOrder(options: { currency?: string } = {}) {
  const placed = await placedOrder(options);
  const created = okData(await createPayPal(placed.shopper.headers, placed.order.orderNumber));
  return { ...placed, paypalOrderId: created.paypalOrderId };
}

function deliver(
  route: (request: Request) => Promise<Response>,
  path: string,
  body: string,
  headers: HeadersInit,
) {
  return route(new Request(`http://shop.test${path}`, { method: 'POST', headers, body }));
}

async function deliverPayPal(paypal: ReturnType<typeof fakePayPal>, paypalOrderId: string) {
  const { headers, rawBody } = paypal.signWebhook(paypal.captureCompletedEvent(paypalOrderId));
  return deliver(paypalWebhook, '/api/paypal/webhook', rawBody, headers);
}

describe('the demo provider (docs/operating.md#payments-setup)', () => {
  it('pays the order: 0 → 1 in the history and a confirmation mail', async () => {
    const started = Date.now();
    const { shopper, order } = await placedOrder();
    const paid = await payWithDemo(shopper.headers, order.orderNumber);
    expect(paid.body).toMatchObject({
      code: 200,
      data: { orderNumber: order.orderNumber, status: 1, paid: true },
    });
    expect(await movesOf(order.orderNumber)).toEqual(PAID_ONCE);
    const mail = await mailTo(
      outbox,
      shopper.email,
      `Your Oculo order ${order.orderNumber} is confirmed`,
      started - 1000,
    );
    expect(mail).toContain(order.orderNumber);
    expect((await payWithDemo(shopper.headers, order.orderNumber)).body.code).toBe(0);
    expect(await movesOf(order.orderNumber)).toEqual(PAID_ONCE);
  });

  it('answers 404 for another account’s order and leaves it unpaid', async () => {
    const { order } = await placedOrder();
    const stranger = await placedOrder();
    expect((await payWithDemo(stranger.shopper.headers, order.orderNumber)).body.code).toBe(404);
    expect((await orderRow(order.orderNumber)).status).toBe(0);
  });

  it('is refused in production without PAYMENTS_DEMO, and allowed with it', async () => {
    const { shopper, order } = await placedOrder();
    const restore = useEnv({ NODE_ENV: 'production', PAYMENTS_DEMO: undefined });
    try {
      const refused = await payWithDemo(shopper.headers, order.orderNumber);
      expect(refused.body).toMatchObject({ code: 0, msg: expect.stringMatching(/not available/) });
      expect((await orderRow(order.orderNumber)).status).toBe(0);
      expect(okData(await post<{ demo: boolean }>('/api/payment/methods', {})).demo).toBe(false);
      useEnv({ PAYMENTS_DEMO: '1' });
      expect((await payWithDemo(shopper.headers, order.orderNumber)).body.data).toMatchObject({ paid: true });
    } finally {
      restore();
    }
  });
});

describe('PayPal (Orders v2 through the fake)', () => {
  it.each(['USD', 'AUD', 'EUR', 'CAD', 'GBP'])(
    'charges the order total in USD to the cent when the checkout showed %s',
    async (currency) => {
      const paypal = fakePayPal();
      const { shopper, order, snapshot, paypalOrderId } = await withPayPalOrder({ currency });
      expect(snapshot.currency).toBe(currency);
      expect(order.totalCents).toBe(snapshot.totals.totalCents);
      const [create] = paypal.callsOf('create');
      expect(must(create).body).toMatchObject({
        intent: 'CAPTURE',
        purchase_units: [
          {
            custom_id: order.orderNumber,
            amount: { currency_code: 'USD', value: (order.totalCents / 100).toFixed(2) },
          },
        ],
      });
      const captured = await capture(shopper.headers, order.orderNumber, paypalOrderId);
      expect(captured.body).toMatchObject({ code: 200, data: { status: 1, paid: true } });
      expect(paypal.charges).toBe(1);
      expect(await orderRow(order.orderNumber)).toMatchObject({
        status: 1,
        currency,
        paymentProvider: 'paypal',
        paymentReference: paypalOrderId,
      });
    },
  );

  it('a second capture finds the order paid: one charge, one 0 → 1', async () => {
    const paypal = fakePayPal();
    const { shopper, order, paypalOrderId } = await withPayPalOrder();
    const createdAgain = okData(await createPayPal(shopper.headers, order.orderNumber));
    expect(createdAgain.paypalOrderId).toBe(paypalOrderId);
    expect(paypal.orders.size).toBe(1);
    expect((await capture(shopper.headers, order.orderNumber, paypalOrderId)).body.data.paid).toBe(true);
    const again = await capture(shopper.headers, order.orderNumber, paypalOrderId);
    expect(again.body).toMatchObject({ code: 200, data: { status: 1, paid: true } });
    expect(paypal.charges).toBe(1);
    expect(await movesOf(order.orderNumber)).toEqual(PAID_ONCE);
  });

  it('a capture racing its webhook pays the order once', async () => {
    const paypal = fakePayPal();
    const { shopper, order, paypalOrderId } = await withPayPalOrder();
    // PayPal takes the money at once but answers the capture late; the webhook arrives meanwhile
    paypal.failNext({ delayMs: 400 }, 'capture');
    const webhookOnceCharged = (async () => {
      while (paypal.charges === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      return deliverPayPal(paypal, paypalOrderId);
    })();
    const [captured, webhook] = await Promise.all([
      capture(shopper.headers, order.orderNumber, paypalOrderId),
      webhookOnceCharged,
    ]);
    expect(webhook.status).toBe(200);
    expect(captured.body).toMatchObject({ code: 200, data: { paid: true } });
    expect(paypal.charges).toBe(1);
    expect(await movesOf(order.orderNumber)).toEqual(PAID_ONCE);
  });

  it('a webhook delivered twice is handled once', async () => {
    const paypal = fakePayPal();
    const { order, paypalOrderId } = await withPayPalOrder();
    // the shopper's capture reached PayPal, but its answer never reached the shop
    await capturePayPalOrder(must(paypalSettings()), paypalOrderId, 'browser-capture');
    const { headers, rawBody } = paypal.signWebhook(paypal.captureCompletedEvent(paypalOrderId));
    const first = await deliver(paypalWebhook, '/api/paypal/webhook', rawBody, headers);
    const second = await deliver(paypalWebhook, '/api/paypal/webhook', rawBody, headers);
    expect([first.status, await first.text()]).toEqual([200, 'Handled.']);
    expect([second.status, await second.text()]).toEqual([200, 'Already handled.']);
    expect((await orderRow(order.orderNumber)).status).toBe(1);
    expect(await movesOf(order.orderNumber)).toEqual(PAID_ONCE);
    const db = await database();
    const eventId = (JSON.parse(rawBody) as { id: string }).id;
    const events = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'paypal'), eq(paymentEvents.eventId, eventId)));
    expect(events).toHaveLength(1);
  });

  it('refuses a capture whose amount differs from the order: not paid, code 0', async () => {
    const paypal = fakePayPal();
    const { shopper, order, paypalOrderId } = await withPayPalOrder();
    paypal.nextCaptureAmount = { currency_code: 'USD', value: ((order.totalCents - 1) / 100).toFixed(2) };
    const captured = await capture(shopper.headers, order.orderNumber, paypalOrderId);
    expect(captured.body).toMatchObject({ code: 0, msg: expect.stringMatching(/does not match/) });
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 0, paidAt: null });
    expect(await movesOf(order.orderNumber)).toEqual([[null, 0]]);
    const db = await database();
    const [payment] = await db.select().from(payments).where(eq(payments.reference, paypalOrderId));
    expect(payment).toMatchObject({ state: 'refused', amountCents: order.totalCents - 1 });
  });

  it('a capture that times out leaves the order unpaid; the retry pays it without a second charge', async () => {
    const paypal = fakePayPal();
    const { shopper, order, paypalOrderId } = await withPayPalOrder();
    paypal.failNext({ delayMs: 1_500 }, 'capture');
    const late = await capture(shopper.headers, order.orderNumber, paypalOrderId);
    expect(late.body).toMatchObject({ code: 0, msg: expect.stringMatching(/did not answer in time/) });
    expect((await orderRow(order.orderNumber)).status).toBe(0);

    const retried = await capture(shopper.headers, order.orderNumber, paypalOrderId);
    expect(retried.body).toMatchObject({ code: 200, data: { status: 1, paid: true } });
    expect(paypal.charges).toBe(1);
    expect(await movesOf(order.orderNumber)).toEqual(PAID_ONCE);
  });

  it('answers 404 for a PayPal order of another shop order', async () => {
    fakePayPal();
    const first = await withPayPalOrder();
    const second = await placedOrder({ shopper: first.shopper });
    const wrong = await capture(first.shopper.headers, second.order.orderNumber, first.paypalOrderId);
    expect(wrong.body.code).toBe(404);
    expect((await orderRow(second.order.orderNumber)).status).toBe(0);
  });
});

describe('Stripe (PaymentIntents through the fake)', () => {
  const createIntent = (headers: Headers, orderNumber: string) =>
    post<{ clientSecret: string; paymentIntentId: string; amountCents: number }>(
      '/api/stripe/createOrder',
      { orderNumber },
      headers,
    );

  async function withIntent(): Promise<PlacedOrder & { intentId: string }> {
    const placed = await placedOrder({ currency: 'EUR' });
    const intent = okData(await createIntent(placed.shopper.headers, placed.order.orderNumber));
    return { ...placed, intentId: intent.paymentIntentId };
  }

  const deliverStripe = (payload: string, signature: string) =>
    deliver(stripeWebhook, '/api/stripe/webhook', payload, {
      'content-type': 'application/json',
      'stripe-signature': signature,
    });

  it('creates one intent for the order total in USD cents, the same on a second call', async () => {
    const stripe = fakeStripe();
    const { shopper, order } = await placedOrder({ currency: 'GBP' });
    const first = okData(await createIntent(shopper.headers, order.orderNumber));
    expect(first.amountCents).toBe(order.totalCents);
    expect(must(stripe.callsOf('create')[0]).form).toMatchObject({
      amount: String(order.totalCents),
      currency: 'usd',
      'metadata[orderNumber]': order.orderNumber,
    });
    const again = okData(await createIntent(shopper.headers, order.orderNumber));
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    expect(stripe.intents.size).toBe(1);
  });

  it('a signed payment_intent.succeeded pays the order; a bad signature is 400 and changes nothing', async () => {
    const stripe = fakeStripe();
    const { order, intentId } = await withIntent();
    stripe.succeed(intentId);

    const forged = stripe.signedEvent(intentId, 'payment_intent.succeeded', 'whsec_someone_else');
    expect((await deliverStripe(forged.payload, forged.signature)).status).toBe(400);
    expect((await orderRow(order.orderNumber)).status).toBe(0);

    const signed = stripe.signedEvent(intentId, 'payment_intent.succeeded', STRIPE_WEBHOOK_SECRET);
    expect((await deliverStripe(signed.payload, signed.signature)).status).toBe(200);
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 1, paymentProvider: 'stripe' });
    expect(await movesOf(order.orderNumber)).toEqual(PAID_ONCE);
  });

  it('/api/stripe/confirm pays after success; the webhook after it changes nothing', async () => {
    const stripe = fakeStripe();
    const { shopper, order, intentId } = await withIntent();
    const early = await post<PaymentResult>(
      '/api/stripe/confirm',
      { orderNumber: order.orderNumber },
      shopper.headers,
    );
    expect(early.body).toMatchObject({ code: 200, data: { paid: false, status: 0 } });

    stripe.succeed(intentId);
    const confirmed = await post<PaymentResult>(
      '/api/stripe/confirm',
      { orderNumber: order.orderNumber },
      shopper.headers,
    );
    expect(confirmed.body).toMatchObject({ code: 200, data: { paid: true, status: 1 } });
    const signed = stripe.signedEvent(intentId, 'payment_intent.succeeded', STRIPE_WEBHOOK_SECRET);
    expect((await deliverStripe(signed.payload, signed.signature)).status).toBe(200);
    expect(await movesOf(order.orderNumber)).toEqual(PAID_ONCE);
    expect(stripe.charges).toBe(1);
  });
});

describe('/api/payment/methods', () => {
  type Methods = {
    paypal: { clientId: string } | null;
    stripe: { publishableKey: string } | null;
    demo: boolean;
  };
  const methods = async () => okData(await post<Methods>('/api/payment/methods', {}));

  it('lists only the configured providers', async () => {
    expect(await methods()).toMatchObject({
      paypal: { clientId: 'shop-client-id', currency: 'USD' },
      stripe: { publishableKey: 'pk_test_oculo' },
      demo: true,
    });
    const restore = useEnv({ PAYPAL_CLIENT_SECRET: undefined, STRIPE_SECRET_KEY: undefined });
    try {
      expect(await methods()).toEqual({ paypal: null, stripe: null, demo: true });
    } finally {
      restore();
    }
  });
});
