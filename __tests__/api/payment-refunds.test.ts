import { setupServer } from 'msw/node';
import type { PaymentResult } from '@/lib/contract/calls/payment';
import { callFailure } from '@/lib/server/platform/http';
import { refundPayment } from '@/lib/server/domain/payments';
import {
  capturePayPalOrder,
  createPayPalOrder,
  forgetPayPalTokens,
  paypalSettings,
} from '@/lib/server/domain/payments/paypal-api';
import { refundRefusedMessage, type RefundProvider } from '@/lib/server/domain/payments/refund-messages';
import { createPaymentIntent, stripeSettings } from '@/lib/server/domain/payments/stripe-api';
import { post } from '../support/call-route';
import { must, okData, orderRow, placedOrder, useEnv } from '../support/checkout-flow';
import { startMockServer } from '../support/msw-server';
import { createPayPalFake } from '../support/paypal-fake';
import { createStripeFake } from '../support/stripe-fake';

// Refunds of paid orders through the provider that took the money, against stateful fakes of
// PayPal's and Stripe's REST APIs (the real adapter and SDK code, fake HTTP). Each refund is
// idempotent by its key, and every provider answer reaches the operator as the envelope says: a
// refusal is code 0 with the provider's reason, the provider away is 503 to try again, never a 500.

const server = setupServer();
startMockServer(server);
let restoreEnv = () => {};

beforeAll(() => {
  restoreEnv = useEnv({
    PAYPAL_CLIENT_ID: 'shop-client-id',
    PAYPAL_CLIENT_SECRET: 'shop-client-secret',
    PAYPAL_ENV: 'sandbox',
    STRIPE_SECRET_KEY: 'sk_test_oculo',
    NEXT_PUBLIC_STRIPE_PK_TEST: 'pk_test_oculo',
    PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
  });
});
afterEach(() => forgetPayPalTokens());
afterAll(() => restoreEnv());

function fakePayPal(options: Parameters<typeof createPayPalFake>[0] = {}) {
  const fake = createPayPalFake(options);
  server.use(...fake.handlers);
  return fake.state;
}

function fakeStripe() {
  const fake = createStripeFake({ secretKey: 'sk_test_oculo' });
  server.use(...fake.handlers);
  return fake.state;
}

let keys = 0;
/** A fresh refund key, as the orders module makes one per refund. */
const newKey = () => `refund-test-${Date.now()}-${(keys += 1)}`;

/** What an operator call answers for the refund: the envelope and its HTTP status. */
async function answerOf(work: Promise<{ providerReference: string }>) {
  try {
    const made = await work;
    return { status: 200, body: { code: 200, msg: 'ok', data: made } };
  } catch (error) {
    const response = callFailure(error, { test: 'payment-refunds' });
    return {
      status: response.status,
      body: (await response.json()) as { code: number; msg: string; data: unknown },
    };
  }
}

/** A PayPal order for `cents`, created and captured at the fake: its id is the shop's reference. */
async function capturedPayPalOrder(cents: number, orderNumber = 'OC-20250601-0001') {
  const settings = must(paypalSettings());
  const created = await createPayPalOrder(settings, { orderNumber, amountCents: cents }, newKey());
  await capturePayPalOrder(settings, created.id, newKey());
  return created.id;
}

/** A PaymentIntent for `cents` the shopper paid at the fake: its id is the shop's reference. */
async function paidIntent(stripe: ReturnType<typeof fakeStripe>, cents: number) {
  const intent = await createPaymentIntent(
    must(stripeSettings()),
    { orderNumber: 'OC-20250601-0002', amountCents: cents },
    newKey(),
  );
  stripe.succeed(intent.id);
  return intent.id;
}

const paypalRefund = (paymentReference: string, amountCents: number, idempotencyKey = newKey()) =>
  refundPayment({
    provider: 'paypal',
    paymentReference,
    amountCents,
    idempotencyKey,
    orderNumber: 'OC-20250601-0001',
  });

const stripeRefund = (paymentReference: string, amountCents: number, idempotencyKey = newKey()) =>
  refundPayment({
    provider: 'stripe',
    paymentReference,
    amountCents,
    idempotencyKey,
    orderNumber: 'OC-20250601-0002',
  });

/**
 * Two refunds sent at the same moment: both read the payment before either refunds (the reads are
 * answered late, the refunds they list computed on arrival), so both reach the provider's refund
 * call and only its idempotency can keep it to one refund.
 */
function slowReads(delayRead: (fault: { delayMs: number }) => void) {
  delayRead({ delayMs: 200 });
  delayRead({ delayMs: 200 });
}

const REFUSED = { status: 200, code: 0 };
const AWAY = { status: 503, code: 503 };

function expectAnswer(
  answer: Awaited<ReturnType<typeof answerOf>>,
  expected: { status: number; code: number },
  message: RegExp,
) {
  expect(answer.status).toBe(expected.status);
  expect(answer.body.code).toBe(expected.code);
  expect(answer.body.msg).toMatch(message);
}

describe('PayPal refunds (POST /v2/payments/captures/{id}/refund through the fake)', () => {
  it('refunds a paid order in full: the capture of its PayPal order, in USD, with the request id', async () => {
    const paypal = fakePayPal();
    const { shopper, order } = await placedOrder();
    const created = okData(
      await post<{ paypalOrderId: string }>(
        '/api/paypal/createOrder',
        { orderNumber: order.orderNumber },
        shopper.headers,
      ),
    );
    okData(
      await post<PaymentResult>(
        '/api/paypal/capturePayment',
        { orderNumber: order.orderNumber, paypalOrderId: created.paypalOrderId },
        shopper.headers,
      ),
    );
    const row = await orderRow(order.orderNumber);
    const key = newKey();

    const made = await refundPayment({
      provider: 'paypal',
      paymentReference: must(row.paymentReference),
      amountCents: row.totalCents,
      idempotencyKey: key,
      orderNumber: row.number,
    });

    const capture = paypal.captureOf(created.paypalOrderId);
    const refund = must(paypal.refunds.get(made.providerReference));
    expect(refund.captureId).toBe(capture.id);
    expect(capture.status).toBe('REFUNDED');
    const [call] = paypal.callsOf('refund');
    expect(must(call).path).toBe(`/v2/payments/captures/${capture.id}/refund`);
    expect(must(call).headers['paypal-request-id']).toBe(key);
    expect(must(call).body).toEqual({
      amount: { currency_code: 'USD', value: (row.totalCents / 100).toFixed(2) },
      invoice_id: expect.stringMatching(new RegExp(`^${row.number}-refund-[0-9a-f]{10}$`)),
      note_to_payer: `Refund for Oculo order ${row.number}`,
    });
    expect(paypal.refundedCents(capture.id)).toBe(row.totalCents);
  });

  it('refunds part of a payment, then the rest under another key', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(5000);
    const capture = paypal.captureOf(reference);

    const half = await paypalRefund(reference, 2550);
    expect(capture.status).toBe('PARTIALLY_REFUNDED');
    expect(must(paypal.callsOf('refund')[0]).body).toMatchObject({
      amount: { currency_code: 'USD', value: '25.50' },
    });
    const rest = await paypalRefund(reference, 2450);
    expect(rest.providerReference).not.toBe(half.providerReference);
    expect(capture.status).toBe('REFUNDED');
    expect(paypal.refundedCents(capture.id)).toBe(5000);
  });

  it('the same key twice answers the same refund: PayPal refunds once', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    const key = newKey();
    const first = await paypalRefund(reference, 1000, key);
    const again = await paypalRefund(reference, 1000, key);
    expect(again).toEqual(first);
    expect(paypal.refunds.size).toBe(1);
    expect(paypal.refundedCents(paypal.captureOf(reference).id)).toBe(1000);
  });

  it('the same key twice at the same moment reaches PayPal twice and refunds once (PayPal-Request-Id)', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    const key = newKey();
    slowReads((fault) => paypal.failNext(fault, 'read'));
    const [one, two] = await Promise.all([
      paypalRefund(reference, 1000, key),
      paypalRefund(reference, 1000, key),
    ]);
    expect(two).toEqual(one);
    expect(paypal.callsOf('refund').map((call) => call.headers['paypal-request-id'])).toEqual([key, key]);
    expect(paypal.refunds.size).toBe(1);
  });

  it('the same key for another amount is refused: code 0, nothing more refunded', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    const key = newKey();
    const first = await paypalRefund(reference, 1000, key);
    expectAnswer(
      await answerOf(paypalRefund(reference, 2000, key)),
      REFUSED,
      new RegExp(
        `^A refund of \\$10\\.00 was already made under this refund's key \\(PayPal refund ${first.providerReference}\\)`,
      ),
    );
    expect(paypal.refunds.size).toBe(1);
  });

  it('a refund retried after PayPal forgot its request id is found by its invoice id, not made again', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    const key = newKey();
    const first = await paypalRefund(reference, 1000, key);
    paypal.refundRequests.clear();
    const later = await paypalRefund(reference, 1000, key);
    expect(later).toEqual(first);
    expect(paypal.callsOf('refund')).toHaveLength(1);
    expect(paypal.refunds.size).toBe(1);
    // another refund of the same payment is still made
    await paypalRefund(reference, 1000);
    expect(paypal.refunds.size).toBe(2);
  });

  it('more than is left is refused with REFUND_AMOUNT_EXCEEDED: code 0, no refund', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    await paypalRefund(reference, 2000);
    const answer = await answerOf(paypalRefund(reference, 1001));
    expectAnswer(answer, REFUSED, /^PayPal refused the refund \(REFUND_AMOUNT_EXCEEDED\): it is more than/);
    expect(answer.body.data).toEqual({ provider: 'paypal', issue: 'REFUND_AMOUNT_EXCEEDED' });
    expect(paypal.refunds.size).toBe(1);
  });

  it('a fully refunded payment is refused with CAPTURE_FULLY_REFUNDED: code 0', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    await paypalRefund(reference, 3000);
    const answer = await answerOf(paypalRefund(reference, 100));
    expectAnswer(
      answer,
      REFUSED,
      /^PayPal refused the refund \(CAPTURE_FULLY_REFUNDED\): this payment has already been refunded in full\.$/,
    );
    expect(paypal.refunds.size).toBe(1);
  });

  it('a payment too old for PayPal is refused with REFUND_TIME_LIMIT_EXCEEDED: code 0, to the wallet', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    paypal.failNext({ status: 422, issue: 'REFUND_TIME_LIMIT_EXCEEDED' }, 'refund');
    const answer = await answerOf(paypalRefund(reference, 3000));
    expectAnswer(answer, REFUSED, /REFUND_TIME_LIMIT_EXCEEDED.*too old.*Refund to the wallet instead/);
    expect(paypal.refunds.size).toBe(0);
  });

  it('PayPal answering 500 is 503 to try again, and the same key then refunds once', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    const key = newKey();
    paypal.failNext({ status: 500 }, 'refund');
    const answer = await answerOf(paypalRefund(reference, 3000, key));
    expectAnswer(answer, AWAY, /^PayPal could not take the refund right now\. Try the same refund again/);
    expect(paypal.refunds.size).toBe(0);
    await paypalRefund(reference, 3000, key);
    expect(paypal.refunds.size).toBe(1);
  });

  it('PayPal not answering in time is 503; the retry with the same key answers the refund made meanwhile', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    const key = newKey();
    paypal.failNext({ delayMs: 1500 }, 'refund');
    const answer = await answerOf(paypalRefund(reference, 3000, key));
    expectAnswer(answer, AWAY, /^PayPal did not answer in time\. Try the same refund again/);
    // PayPal made the refund; the shop did not hear of it
    expect(paypal.refunds.size).toBe(1);
    const retried = await paypalRefund(reference, 3000, key);
    expect(retried.providerReference).toBe([...paypal.refunds.keys()][0]);
    expect(paypal.refunds.size).toBe(1);
  });

  it('PayPal unreachable while reading the order is 503 too', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    paypal.failNext({ status: 503 }, 'read');
    expectAnswer(await answerOf(paypalRefund(reference, 3000)), AWAY, /^PayPal could not take the refund/);
    expect(paypal.callsOf('refund')).toHaveLength(0);
  });

  it('a PENDING refund is made (the money follows); a FAILED one is code 0', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    paypal.nextRefundStatus = 'PENDING';
    const pending = await paypalRefund(reference, 1000);
    expect(paypal.refunds.get(pending.providerReference)?.status).toBe('PENDING');
    paypal.nextRefundStatus = 'FAILED';
    expectAnswer(
      await answerOf(paypalRefund(reference, 1000)),
      REFUSED,
      /^PayPal did not make the refund \(status FAILED\)/,
    );
  });

  it('refunds a capture id kept as the reference (a webhook without the order id)', async () => {
    const paypal = fakePayPal();
    const captureId = paypal.captureOf(await capturedPayPalOrder(3000)).id;
    const made = await paypalRefund(captureId, 3000);
    expect(paypal.refunds.get(made.providerReference)?.captureId).toBe(captureId);
    expectAnswer(
      await answerOf(paypalRefund('NO-SUCH-PAYMENT', 3000)),
      REFUSED,
      /^PayPal refused the refund \(INVALID_RESOURCE_ID\): PayPal does not know this payment/,
    );
  });

  it('a PayPal order never captured has nothing to refund: code 0', async () => {
    const paypal = fakePayPal();
    const created = await createPayPalOrder(
      must(paypalSettings()),
      { orderNumber: 'OC-20250601-0001', amountCents: 3000 },
      newKey(),
    );
    expectAnswer(
      await answerOf(paypalRefund(created.id, 3000)),
      REFUSED,
      /^PayPal holds no captured payment for this order .* Refund to the wallet instead\.$/,
    );
    expect(paypal.callsOf('refund')).toHaveLength(0);
  });

  it('refused credentials are code 0 for an owner to fix, not a retry', async () => {
    fakePayPal({ credentials: { clientId: 'another-id', clientSecret: 'another-secret' } });
    expectAnswer(
      await answerOf(paypalRefund('5O190127TN364715T', 3000)),
      REFUSED,
      /^PayPal refused the shop's credentials.*PAYPAL_CLIENT_ID/,
    );
  });

  it('PayPal not configured: code 0, refund to the wallet', async () => {
    const restore = useEnv({ PAYPAL_CLIENT_ID: undefined, PAYPAL_CLIENT_SECRET: undefined });
    try {
      const answer = await answerOf(paypalRefund('5O190127TN364715T', 3000));
      expect(answer).toEqual({
        status: 200,
        body: {
          code: 0,
          msg: 'PayPal is not configured on this shop: refund to the wallet instead.',
          data: null,
        },
      });
    } finally {
      restore();
    }
  });
});

describe('Stripe refunds (POST /v1/refunds through the fake)', () => {
  it('refunds a paid order in full on its PaymentIntent, with the key and the order number', async () => {
    const stripe = fakeStripe();
    const { shopper, order } = await placedOrder();
    const intent = okData(
      await post<{ paymentIntentId: string }>(
        '/api/stripe/createOrder',
        { orderNumber: order.orderNumber },
        shopper.headers,
      ),
    );
    stripe.succeed(intent.paymentIntentId);
    okData(
      await post<PaymentResult>('/api/stripe/confirm', { orderNumber: order.orderNumber }, shopper.headers),
    );
    const row = await orderRow(order.orderNumber);
    expect(row.paymentReference).toBe(intent.paymentIntentId);
    const key = newKey();

    const made = await refundPayment({
      provider: 'stripe',
      paymentReference: must(row.paymentReference),
      amountCents: row.totalCents,
      idempotencyKey: key,
      orderNumber: row.number,
    });

    expect(made.providerReference).toMatch(/^re_/);
    const [call] = stripe.callsOf('refund');
    expect(must(call).headers['idempotency-key']).toBe(key);
    expect(must(call).form).toEqual({
      payment_intent: intent.paymentIntentId,
      amount: String(row.totalCents),
      reason: 'requested_by_customer',
      'metadata[orderNumber]': row.number,
      'metadata[refundKey]': key,
    });
    expect(stripe.refundedCents(intent.paymentIntentId)).toBe(row.totalCents);
  });

  it('refunds part of a payment, then the rest under another key', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 5000);
    const half = await stripeRefund(intentId, 2500);
    const rest = await stripeRefund(intentId, 2500);
    expect(rest.providerReference).not.toBe(half.providerReference);
    expect(stripe.refundedCents(intentId)).toBe(5000);
  });

  it('the same key twice answers the same refund: Stripe refunds once', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    const key = newKey();
    const first = await stripeRefund(intentId, 1000, key);
    const again = await stripeRefund(intentId, 1000, key);
    expect(again).toEqual(first);
    expect(stripe.refunds.size).toBe(1);
  });

  it('the same key twice at the same moment reaches Stripe twice and refunds once (Idempotency-Key)', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    const key = newKey();
    slowReads((fault) => stripe.failNext(fault, 'list-refunds'));
    const [one, two] = await Promise.all([
      stripeRefund(intentId, 1000, key),
      stripeRefund(intentId, 1000, key),
    ]);
    expect(two).toEqual(one);
    expect(stripe.callsOf('refund').map((call) => call.headers['idempotency-key'])).toEqual([key, key]);
    expect(stripe.refunds.size).toBe(1);
  });

  it('a refund retried after Stripe forgot its key (24 hours) is found by the key in its metadata, not made again', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    const key = newKey();
    const first = await stripeRefund(intentId, 1000, key);
    stripe.forgetIdempotencyKeys();
    const later = await stripeRefund(intentId, 1000, key);
    expect(later).toEqual(first);
    expect(stripe.callsOf('refund')).toHaveLength(1);
    expect(stripe.refunds.size).toBe(1);
    await stripeRefund(intentId, 1000);
    expect(stripe.refunds.size).toBe(2);
  });

  it('an unknown PaymentIntent is refused (resource_missing): code 0', async () => {
    const stripe = fakeStripe();
    expectAnswer(
      await answerOf(stripeRefund('pi_unknown', 3000)),
      REFUSED,
      /^Stripe refused the refund \(resource_missing\): Stripe does not know this payment/,
    );
    expect(stripe.callsOf('refund')).toHaveLength(0);
  });

  it('an already refunded payment is refused with charge_already_refunded: code 0', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    await stripeRefund(intentId, 3000);
    const answer = await answerOf(stripeRefund(intentId, 100));
    expectAnswer(
      answer,
      REFUSED,
      /^Stripe refused the refund \(charge_already_refunded\): this payment has already been refunded in full\.$/,
    );
    expect(answer.body.data).toEqual({ provider: 'stripe', issue: 'charge_already_refunded' });
    expect(stripe.refunds.size).toBe(1);
  });

  it('more than is left is refused: code 0', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    expectAnswer(
      await answerOf(stripeRefund(intentId, 3001)),
      REFUSED,
      /^Stripe refused the refund \(amount_too_large\): it is more than what is left/,
    );
    expect(stripe.refunds.size).toBe(0);
  });

  it('the same key for another amount is refused: code 0, one refund', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    const key = newKey();
    const first = await stripeRefund(intentId, 1000, key);
    expectAnswer(
      await answerOf(stripeRefund(intentId, 2000, key)),
      REFUSED,
      new RegExp(
        `^A refund of \\$10\\.00 was already made under this refund's key \\(Stripe refund ${first.providerReference}\\)`,
      ),
    );
    expect(stripe.refunds.size).toBe(1);
  });

  it('Stripe’s own idempotency_error (the same key sent differently at the same moment) is code 0', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    const key = newKey();
    slowReads((fault) => stripe.failNext(fault, 'list-refunds'));
    const answers = await Promise.all([
      answerOf(stripeRefund(intentId, 1000, key)),
      answerOf(stripeRefund(intentId, 2000, key)),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 200]);
    expectAnswer(
      must(answers.find((answer) => answer.body.code === 0)),
      REFUSED,
      /^Stripe refused the refund \(idempotency_error\): this refund was already sent/,
    );
    expect(stripe.refunds.size).toBe(1);
  });

  it('an unknown invalid request keeps Stripe’s own words: code 0', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    stripe.failNext(
      { status: 400, code: 'parameter_unknown', message: 'Received unknown parameter: x' },
      'refund',
    );
    expectAnswer(
      await answerOf(stripeRefund(intentId, 3000)),
      REFUSED,
      /^Stripe refused the refund \(parameter_unknown\)\. Received unknown parameter: x\. Check the payment in Stripe/,
    );
  });

  it('Stripe answering 500 is 503 to try again, and the same key then refunds once', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    const key = newKey();
    stripe.failNext({ status: 500 }, 'refund');
    const answer = await answerOf(stripeRefund(intentId, 3000, key));
    expectAnswer(answer, AWAY, /^Stripe could not take the refund right now\. Try the same refund again/);
    expect(stripe.refunds.size).toBe(0);
    await stripeRefund(intentId, 3000, key);
    expect(stripe.refunds.size).toBe(1);
  });

  it('Stripe not answering in time is 503; the retry with the same key answers the refund made meanwhile', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    const key = newKey();
    stripe.failNext({ delayMs: 1500 }, 'refund');
    const answer = await answerOf(stripeRefund(intentId, 3000, key));
    expectAnswer(answer, AWAY, /^Stripe did not answer in time\. Try the same refund again/);
    expect(stripe.refunds.size).toBe(1);
    const retried = await stripeRefund(intentId, 3000, key);
    expect(retried.providerReference).toBe([...stripe.refunds.keys()][0]);
    expect(stripe.refunds.size).toBe(1);
  });

  it('Stripe unreachable while listing the refunds made is 503 too, and nothing is refunded', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    stripe.failNext({ status: 503 }, 'list-refunds');
    expectAnswer(await answerOf(stripeRefund(intentId, 3000)), AWAY, /^Stripe could not take the refund/);
    expect(stripe.callsOf('refund')).toHaveLength(0);
  });

  it('a refused secret key is code 0 for an owner to fix', async () => {
    const stripe = fakeStripe();
    stripe.failNext({ status: 401 });
    expectAnswer(
      await answerOf(stripeRefund('pi_any', 3000)),
      REFUSED,
      /^Stripe refused the shop's credentials.*STRIPE_SECRET_KEY/,
    );
  });

  it('a failed refund is code 0', async () => {
    const stripe = fakeStripe();
    const intentId = await paidIntent(stripe, 3000);
    stripe.nextRefundStatus = 'failed';
    expectAnswer(
      await answerOf(stripeRefund(intentId, 3000)),
      REFUSED,
      /^Stripe did not make the refund \(status failed\)/,
    );
  });

  it('Stripe not configured: code 0, refund to the wallet', async () => {
    const restore = useEnv({ STRIPE_SECRET_KEY: undefined });
    try {
      expectAnswer(
        await answerOf(stripeRefund('pi_any', 3000)),
        REFUSED,
        /^Stripe is not configured on this shop: refund to the wallet instead\.$/,
      );
    } finally {
      restore();
    }
  });
});

describe('demo refunds', () => {
  const demoRefund = (idempotencyKey: string) =>
    refundPayment({
      provider: 'demo',
      paymentReference: 'demo-OC-20250601-0003',
      amountCents: 1500,
      idempotencyKey,
      orderNumber: 'OC-20250601-0003',
    });

  it('answers a demo reference without the network, the same one for the same key', async () => {
    const key = newKey();
    const first = await demoRefund(key);
    expect(first.providerReference).toMatch(/^demo-refund-[0-9a-f]{12}$/);
    expect(await demoRefund(key)).toEqual(first);
    expect((await demoRefund(newKey())).providerReference).not.toBe(first.providerReference);
  });

  it('is refused in production without PAYMENTS_DEMO, and allowed with it', async () => {
    const restore = useEnv({ NODE_ENV: 'production', PAYMENTS_DEMO: undefined });
    try {
      expectAnswer(
        await answerOf(demoRefund(newKey())),
        REFUSED,
        /^The demo payment provider is not available in this shop: refund to the wallet instead\.$/,
      );
      useEnv({ PAYMENTS_DEMO: '1' });
      expect((await demoRefund(newKey())).providerReference).toMatch(/^demo-refund-/);
    } finally {
      restore();
    }
  });
});

describe('what every refund needs', () => {
  it.each([0, -100, 12.5, Number.NaN])(
    'refuses %p cents before any provider is asked: code 0',
    async (cents) => {
      fakePayPal();
      expectAnswer(
        await answerOf(paypalRefund('5O190127TN364715T', cents)),
        REFUSED,
        /^A refund must be a whole number of cents, at least one\.$/,
      );
    },
  );

  it('refuses an empty key: code 0', async () => {
    expectAnswer(await answerOf(paypalRefund('5O190127TN364715T', 100, ' ')), REFUSED, /idempotency key/);
  });

  it('a key longer than PayPal takes is sent as its digest, the same on a retry', async () => {
    const paypal = fakePayPal();
    const reference = await capturedPayPalOrder(3000);
    const key = `refund-${'x'.repeat(200)}`;
    slowReads((fault) => paypal.failNext(fault, 'read'));
    const [one, two] = await Promise.all([
      paypalRefund(reference, 1000, key),
      paypalRefund(reference, 1000, key),
    ]);
    expect(two).toEqual(one);
    const sent = paypal.callsOf('refund').map((call) => call.headers['paypal-request-id']);
    expect(sent[0]).toMatch(/^oculo-refund-[0-9a-f]{64}$/);
    expect(sent[1]).toBe(sent[0]);
    expect(paypal.refunds.size).toBe(1);
  });

  it('refuses a provider the shop never took money with: code 0', async () => {
    const answer = await answerOf(
      refundPayment({
        provider: 'wallet' as 'demo',
        paymentReference: 'x',
        amountCents: 100,
        idempotencyKey: newKey(),
        orderNumber: 'OC-20250601-0004',
      }),
    );
    expectAnswer(answer, REFUSED, /not paid through PayPal, Stripe or the demo provider/);
  });
});

describe('refund refusals in the operator’s words', () => {
  it.each<[RefundProvider, string, RegExp]>([
    ['paypal', 'REFUND_AMOUNT_EXCEEDED', /more than what is left/],
    ['paypal', 'CAPTURE_FULLY_REFUNDED', /already been refunded in full/],
    ['paypal', 'REFUND_TIME_LIMIT_EXCEEDED', /too old.*wallet/],
    ['paypal', 'MAX_NUMBER_OF_REFUNDS_EXCEEDED', /as many refunds as PayPal allows/],
    ['paypal', 'PARTIAL_REFUND_NOT_ALLOWED', /only be refunded in full/],
    ['paypal', 'REFUND_FAILED_INSUFFICIENT_FUNDS', /balance cannot cover it/],
    ['paypal', 'PENDING_CAPTURE', /still pending/],
    ['paypal', 'TRANSACTION_DISPUTED', /Resolution Center/],
    ['paypal', 'REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK', /charged this payment back/],
    ['paypal', 'DUPLICATE_INVOICE_ID', /same invoice number/],
    ['paypal', 'INVALID_RESOURCE_ID', /does not know this payment/],
    ['stripe', 'charge_already_refunded', /already been refunded in full/],
    ['stripe', 'amount_too_large', /more than what is left/],
    ['stripe', 'charge_disputed', /disputed this payment/],
    ['stripe', 'idempotency_error', /already sent to Stripe with other details/],
  ])('%s %s', (provider, issue, reason) => {
    const message = refundRefusedMessage(provider, issue, 'the provider’s own words');
    const name = provider === 'paypal' ? 'PayPal' : 'Stripe';
    expect(message.startsWith(`${name} refused the refund (${issue}): `)).toBe(true);
    expect(message).toMatch(reason);
    expect(message).toMatch(/\.$/);
    expect(message).not.toContain('own words');
  });

  it('an issue it does not know keeps the provider’s words and names the way out', () => {
    expect(refundRefusedMessage('paypal', 'SOMETHING_NEW', 'Something new happened')).toBe(
      'PayPal refused the refund (SOMETHING_NEW). Something new happened. Check the payment in PayPal, or refund to the wallet instead.',
    );
    expect(refundRefusedMessage('stripe', 'http_400')).toBe(
      'Stripe refused the refund (http_400). Check the payment in Stripe, or refund to the wallet instead.',
    );
  });
});
