import { setupServer } from 'msw/node';
import { resetServerConfig } from '@/lib/server/platform/config';
import { centsToPayPalValue, payPalValueToCents } from '@/lib/server/domain/payments/paypal-amount';
import {
  capturePayPalOrder,
  createPayPalOrder,
  forgetPayPalTokens,
  getPayPalOrder,
  paypalSdkUrl,
  paypalSettings,
  readPayPalWebhookEvent,
  verifyPayPalWebhook,
  type PayPalSettings,
} from '@/lib/server/domain/payments/paypal-api';
import { PaymentProviderError, type ProviderFailure } from '@/lib/server/domain/payments/provider-error';
import {
  createPaymentIntent,
  readStripeWebhook,
  retrievePaymentIntent,
  stripeSettings,
  type StripeSettings,
} from '@/lib/server/domain/payments/stripe-api';
import { startMockServer } from '../support/msw-server';
import { createPayPalFake, type PayPalFakeOptions } from '../support/paypal-fake';
import { createStripeFake, type StripeFakeOptions } from '../support/stripe-fake';

// The PayPal Orders v2 and Stripe PaymentIntents adapters (docs/product.md#payments,
// docs/operating.md#payments-setup) against stateful fakes of the providers' REST APIs: what is
// sent, what comes back, and how each provider failure reaches the payment step.

const server = setupServer();
startMockServer(server);
afterEach(() => forgetPayPalTokens());

const PAYPAL: PayPalSettings = {
  clientId: 'shop-client-id',
  clientSecret: 'shop-client-secret',
  env: 'sandbox',
  webhookId: 'WH-FAKE-0001',
  timeoutMs: 3000,
};
const STRIPE: StripeSettings = {
  secretKey: 'sk_test_oculo',
  webhookSecret: 'whsec_oculo_test',
  timeoutMs: 3000,
};
const ORDER = {
  orderNumber: 'OC-20250601-1234',
  amountCents: 1234,
  description: 'Oculo order OC-20250601-1234',
};

function fakePayPal(options: PayPalFakeOptions = {}) {
  const fake = createPayPalFake(options);
  server.use(...fake.handlers);
  return fake.state;
}

function fakeStripe(options: StripeFakeOptions = {}) {
  const fake = createStripeFake(options);
  server.use(...fake.handlers);
  return fake.state;
}

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

async function failureOf(work: Promise<unknown>): Promise<PaymentProviderError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof PaymentProviderError) return error;
    throw error;
  }
  throw new Error('expected a PaymentProviderError');
}

function expectFailure(error: PaymentProviderError, failure: ProviderFailure, issue?: string) {
  expect(error.failure).toBe(failure);
  if (issue) expect(error.issue).toBe(issue);
  expect(error.message).toMatch(/Your order is not paid yet/);
}

describe('PayPal amounts', () => {
  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [1999999, '19999.99'],
  ])('%i cents is "%s" and back', (cents, value) => {
    expect(centsToPayPalValue(cents)).toBe(value);
    expect(payPalValueToCents(value)).toBe(cents);
  });

  it.each([
    ['12.3', 1230],
    ['12', 1200],
    ['0.1', 10],
  ])('reads "%s" as %i cents', (value, cents) => expect(payPalValueToCents(value)).toBe(cents));

  it.each(['12.345', '-1.00', '1e3', '', 'abc'])('refuses "%s"', (value) => {
    expect(payPalValueToCents(value)).toBeNull();
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => centsToPayPalValue(12.5)).toThrow(RangeError);
    expect(() => centsToPayPalValue(-1)).toThrow(RangeError);
  });
});

describe('PayPal orders', () => {
  it('creates a USD order with the exact amount, the request id and a cached bearer token', async () => {
    const paypal = fakePayPal();
    const first = await createPayPalOrder(PAYPAL, ORDER, 'create-OC-1234-1234');
    await createPayPalOrder(PAYPAL, { orderNumber: 'OC-20250601-5678', amountCents: 5 }, 'create-OC-5678-5');

    expect(paypal.tokensIssued).toBe(1);
    const [token] = paypal.callsOf('token');
    expect(must(token).headers.authorization).toBe(
      `Basic ${Buffer.from('shop-client-id:shop-client-secret').toString('base64')}`,
    );
    const [create, second] = paypal.callsOf('create');
    expect(must(create).headers['paypal-request-id']).toBe('create-OC-1234-1234');
    expect(must(create).headers.authorization).toMatch(/^Bearer A21AA\.fake-1-/);
    expect(must(second).headers.authorization).toBe(must(create).headers.authorization);
    expect(must(create).body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'OC-20250601-1234',
          custom_id: 'OC-20250601-1234',
          invoice_id: 'OC-20250601-1234',
          description: 'Oculo order OC-20250601-1234',
          amount: { currency_code: 'USD', value: '12.34' },
        },
      ],
    });
    expect(must(second).body).toMatchObject({
      purchase_units: [{ amount: { currency_code: 'USD', value: '0.05' } }],
    });
    expect(first.status).toBe('CREATED');
    expect(paypal.orders.get(first.id)?.purchaseUnit.amount.value).toBe('12.34');
  });

  it('answers the same PayPal order when the create is repeated with the same request id', async () => {
    const paypal = fakePayPal();
    const first = await createPayPalOrder(PAYPAL, ORDER, 'create-OC-1234-1234');
    const again = await createPayPalOrder(PAYPAL, ORDER, 'create-OC-1234-1234');
    expect(again.id).toBe(first.id);
    expect(paypal.orders.size).toBe(1);
  });

  it('captures an approved order and reports the captured amount, currency and order number', async () => {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    const state = await capturePayPalOrder(PAYPAL, id, 'capture-1');

    expect(state).toEqual({
      id,
      status: 'COMPLETED',
      orderNumber: 'OC-20250601-1234',
      capture: {
        id: must(paypal.orders.get(id)?.capture).id,
        status: 'COMPLETED',
        amountCents: 1234,
        currency: 'USD',
      },
    });
    expect(paypal.charges).toBe(1);
    expect(must(paypal.callsOf('capture')[0]).headers['paypal-request-id']).toBe('capture-1');
  });

  it('charges once when the capture is repeated with the same request id', async () => {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    const first = await capturePayPalOrder(PAYPAL, id, 'capture-1');
    const again = await capturePayPalOrder(PAYPAL, id, 'capture-1');
    expect(again.capture?.id).toBe(first.capture?.id);
    expect(paypal.callsOf('capture')).toHaveLength(2);
    expect(paypal.charges).toBe(1);
  });

  it('reconciles ORDER_ALREADY_CAPTURED by reading the order', async () => {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    const first = await capturePayPalOrder(PAYPAL, id, 'capture-from-browser');
    const reconciled = await capturePayPalOrder(PAYPAL, id, 'capture-from-another-attempt');

    expect(reconciled).toEqual(first);
    expect(paypal.callsOf('read')).toHaveLength(1);
    expect(paypal.charges).toBe(1);
  });

  it('reports a declined instrument as declined, with the issue', async () => {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    paypal.failNext({ status: 422, issue: 'INSTRUMENT_DECLINED' }, 'capture');
    expectFailure(
      await failureOf(capturePayPalOrder(PAYPAL, id, 'capture-1')),
      'declined',
      'INSTRUMENT_DECLINED',
    );
    expect(paypal.charges).toBe(0);
  });

  it('reports an order the shopper has not approved as declined', async () => {
    fakePayPal({ approval: 'manual' });
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    expectFailure(
      await failureOf(capturePayPalOrder(PAYPAL, id, 'capture-1')),
      'declined',
      'ORDER_NOT_APPROVED',
    );
  });

  it('reports a PayPal server fault as unavailable', async () => {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    paypal.failNext({ status: 500 }, 'capture');
    expectFailure(await failureOf(capturePayPalOrder(PAYPAL, id, 'capture-1')), 'unavailable');
    expect(paypal.charges).toBe(0);
  });

  it('gives up after the timeout, and the retry with the same request id finds the one charge', async () => {
    const paypal = fakePayPal();
    const quick = { ...PAYPAL, timeoutMs: 200 };
    const { id } = await createPayPalOrder(quick, ORDER, 'create-1');
    paypal.failNext({ delayMs: 1000 }, 'capture');

    const started = Date.now();
    const error = await failureOf(capturePayPalOrder(quick, id, 'capture-1'));
    expectFailure(error, 'timeout');
    expect(error.message).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(900);

    const retried = await capturePayPalOrder(quick, id, 'capture-1');
    expect(retried.capture).toMatchObject({ status: 'COMPLETED', amountCents: 1234 });
    expect(paypal.charges).toBe(1);
  });

  it('fetches a fresh token once when PayPal refuses an expired one', async () => {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    paypal.expireTokens();
    const state = await capturePayPalOrder(PAYPAL, id, 'capture-1');

    expect(state.status).toBe('COMPLETED');
    expect(paypal.tokensIssued).toBe(2);
    const captures = paypal.callsOf('capture');
    expect(captures).toHaveLength(2);
    expect(must(captures[1]).headers.authorization).toMatch(/^Bearer A21AA\.fake-2-/);
    expect(paypal.charges).toBe(1);
  });

  it('reports unavailable when a fresh token is refused too', async () => {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    paypal.failNext({ status: 401 }, 'capture');
    paypal.failNext({ status: 401 }, 'capture');
    expectFailure(await failureOf(capturePayPalOrder(PAYPAL, id, 'capture-1')), 'unavailable');
    expect(paypal.tokensIssued).toBe(2);
    expect(paypal.callsOf('capture')).toHaveLength(2);
  });

  it('reports wrong client credentials as not configured', async () => {
    fakePayPal({ credentials: { clientId: 'shop-client-id', clientSecret: 'the-real-secret' } });
    expectFailure(await failureOf(createPayPalOrder(PAYPAL, ORDER, 'create-1')), 'not-configured');
  });

  it('reads an order, and refuses one PayPal does not know', async () => {
    fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    expect(await getPayPalOrder(PAYPAL, id)).toEqual({
      id,
      status: 'APPROVED',
      orderNumber: 'OC-20250601-1234',
      capture: null,
    });
    expectFailure(
      await failureOf(getPayPalOrder(PAYPAL, 'UNKNOWN0000000000')),
      'rejected',
      'INVALID_RESOURCE_ID',
    );
  });

  it('passes a capture in another currency through unchanged, for the payment step to refuse', async () => {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    paypal.nextCaptureAmount = { currency_code: 'EUR', value: '12.34' };
    const state = await capturePayPalOrder(PAYPAL, id, 'capture-1');
    expect(state.capture).toMatchObject({ amountCents: 1234, currency: 'EUR' });
  });
});

describe('PayPal webhooks', () => {
  async function capturedOrder() {
    const paypal = fakePayPal();
    const { id } = await createPayPalOrder(PAYPAL, ORDER, 'create-1');
    await capturePayPalOrder(PAYPAL, id, 'capture-1');
    return { paypal, event: paypal.captureCompletedEvent(id), paypalOrderId: id };
  }

  it('trusts a delivery PayPal verifies, and not a tampered body', async () => {
    const { paypal, event } = await capturedOrder();
    const { headers, rawBody } = paypal.signWebhook(event);
    expect(await verifyPayPalWebhook(PAYPAL, headers, rawBody)).toBe(true);
    const tampered = rawBody.replace('"12.34"', '"0.01"');
    expect(tampered).not.toBe(rawBody);
    expect(await verifyPayPalWebhook(PAYPAL, headers, tampered)).toBe(false);

    const [verify] = paypal.callsOf('verify');
    expect(must(verify).body).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: headers.get('paypal-transmission-id'),
      webhook_id: 'WH-FAKE-0001',
      webhook_event: JSON.parse(rawBody),
    });
  });

  it('does not trust a delivery signed for another webhook, or with no webhook id configured', async () => {
    const { paypal, event } = await capturedOrder();
    const forOther = paypal.signWebhook(event, 'WH-SOMEONE-ELSE');
    expect(await verifyPayPalWebhook(PAYPAL, forOther.headers, forOther.rawBody)).toBe(false);
    const signed = paypal.signWebhook(event);
    expect(await verifyPayPalWebhook({ ...PAYPAL, webhookId: null }, signed.headers, signed.rawBody)).toBe(
      false,
    );
  });

  it('answers false without asking PayPal when a signature header is missing', async () => {
    const { paypal, event } = await capturedOrder();
    const { headers, rawBody } = paypal.signWebhook(event);
    headers.delete('paypal-transmission-sig');
    expect(await verifyPayPalWebhook(PAYPAL, headers, rawBody)).toBe(false);
    expect(paypal.callsOf('verify')).toHaveLength(0);
  });

  it('reads a PAYMENT.CAPTURE.COMPLETED event', () => {
    const sample = {
      id: 'WH-58D329510W468432D-8HN650336L201105X',
      event_version: '1.0',
      create_time: '2025-06-01T10:15:00.000Z',
      resource_type: 'capture',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: 'Payment completed for $ 12.34 USD',
      resource: {
        id: '2GG279541U471931P',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '12.34' },
        final_capture: true,
        custom_id: 'OC-20250601-1234',
        invoice_id: 'OC-20250601-1234',
        seller_protection: { status: 'ELIGIBLE' },
        supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
      },
    };
    expect(readPayPalWebhookEvent(JSON.stringify(sample))).toEqual({
      eventId: 'WH-58D329510W468432D-8HN650336L201105X',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      orderNumber: 'OC-20250601-1234',
      paypalOrderId: '5O190127TN364715T',
      capture: { id: '2GG279541U471931P', status: 'COMPLETED', amountCents: 1234, currency: 'USD' },
    });
  });

  it('reads a CHECKOUT.ORDER.COMPLETED event, other events with nulls, and refuses garbage', async () => {
    const { paypal, paypalOrderId } = await capturedOrder();
    const order = await getPayPalOrder(PAYPAL, paypalOrderId);
    const capture = must(paypal.orders.get(paypalOrderId)?.capture);
    const completed = {
      id: 'WH-ORDER-1',
      event_type: 'CHECKOUT.ORDER.COMPLETED',
      resource: {
        id: paypalOrderId,
        status: 'COMPLETED',
        purchase_units: [
          {
            custom_id: 'OC-20250601-1234',
            payments: { captures: [capture] },
          },
        ],
      },
    };
    expect(readPayPalWebhookEvent(JSON.stringify(completed))).toEqual({
      eventId: 'WH-ORDER-1',
      type: 'CHECKOUT.ORDER.COMPLETED',
      orderNumber: 'OC-20250601-1234',
      paypalOrderId,
      capture: order.capture,
    });
    expect(
      readPayPalWebhookEvent(
        JSON.stringify({ id: 'WH-2', event_type: 'BILLING.PLAN.CREATED', resource: {} }),
      ),
    ).toEqual({
      eventId: 'WH-2',
      type: 'BILLING.PLAN.CREATED',
      orderNumber: null,
      paypalOrderId: null,
      capture: null,
    });
    expect(readPayPalWebhookEvent('not json')).toBeNull();
    expect(readPayPalWebhookEvent(JSON.stringify({ event_type: 'PAYMENT.CAPTURE.COMPLETED' }))).toBeNull();
  });
});

describe('Stripe PaymentIntents', () => {
  it('creates a USD intent in cents with the order number, sent with the idempotency key', async () => {
    const stripe = fakeStripe({ secretKey: STRIPE.secretKey });
    const intent = await createPaymentIntent(
      STRIPE,
      { ...ORDER, email: 'ada@example.com' },
      'intent-OC-1234-1234',
    );

    const [create] = stripe.callsOf('create');
    expect(must(create).headers['idempotency-key']).toBe('intent-OC-1234-1234');
    expect(must(create).headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(must(create).form).toMatchObject({
      amount: '1234',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[orderNumber]': 'OC-20250601-1234',
      receipt_email: 'ada@example.com',
    });
    expect(intent).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      clientSecret: must(stripe.intents.get(intent.id)).client_secret,
      amountCents: 1234,
      currency: 'USD',
      orderNumber: 'OC-20250601-1234',
    });
    expect(intent.id).toMatch(/^pi_/);
  });

  it('answers the same intent for the same key, and refuses the key with another amount', async () => {
    const stripe = fakeStripe();
    const first = await createPaymentIntent(STRIPE, ORDER, 'intent-OC-1234-1234');
    const again = await createPaymentIntent(STRIPE, ORDER, 'intent-OC-1234-1234');
    expect(again.id).toBe(first.id);
    expect(stripe.intents.size).toBe(1);

    const changed = await failureOf(
      createPaymentIntent(STRIPE, { ...ORDER, amountCents: 999 }, 'intent-OC-1234-1234'),
    );
    expectFailure(changed, 'rejected', 'idempotency_error');
    expect(stripe.intents.size).toBe(1);
  });

  it('reports a card error as declined with Stripe’s sentence', async () => {
    const stripe = fakeStripe();
    stripe.failNext({
      status: 402,
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const error = await failureOf(createPaymentIntent(STRIPE, ORDER, 'intent-1'));
    expectFailure(error, 'declined', 'insufficient_funds');
    expect(error.message).toMatch(/^Your card has insufficient funds\./);
  });

  it('reports a Stripe server fault as unavailable, without retrying by itself', async () => {
    const stripe = fakeStripe();
    stripe.failNext({ status: 500 });
    expectFailure(await failureOf(createPaymentIntent(STRIPE, ORDER, 'intent-1')), 'unavailable');
    expect(stripe.callsOf('create')).toHaveLength(1);
    expect(stripe.intents.size).toBe(0);
  });

  it('gives up after the timeout, and the retry with the same key finds the one intent', async () => {
    const stripe = fakeStripe();
    const quick = { ...STRIPE, timeoutMs: 200 };
    stripe.failNext({ delayMs: 1000 }, 'create');
    expectFailure(await failureOf(createPaymentIntent(quick, ORDER, 'intent-1')), 'timeout');
    const retried = await createPaymentIntent(quick, ORDER, 'intent-1');
    expect(stripe.intents.size).toBe(1);
    expect(retried.id).toBe([...stripe.intents.keys()][0]);
  });

  it('reports a refused secret key as not configured', async () => {
    fakeStripe({ secretKey: 'sk_test_the_real_key' });
    expectFailure(await failureOf(createPaymentIntent(STRIPE, ORDER, 'intent-1')), 'not-configured');
  });

  it('reads an intent: the amount received once it succeeded, and refuses an unknown one', async () => {
    const stripe = fakeStripe();
    const created = await createPaymentIntent(STRIPE, ORDER, 'intent-1');
    expect((await retrievePaymentIntent(STRIPE, created.id)).status).toBe('requires_payment_method');

    stripe.succeed(created.id, { amount: 1200 });
    expect(await retrievePaymentIntent(STRIPE, created.id)).toMatchObject({
      status: 'succeeded',
      amountCents: 1200,
      currency: 'USD',
      orderNumber: 'OC-20250601-1234',
    });
    expectFailure(
      await failureOf(retrievePaymentIntent(STRIPE, 'pi_unknown')),
      'rejected',
      'resource_missing',
    );
  });
});

describe('Stripe webhooks', () => {
  async function succeededEvent() {
    const stripe = fakeStripe();
    const { id } = await createPaymentIntent(STRIPE, ORDER, 'intent-1');
    stripe.succeed(id);
    return { id, ...stripe.signedEvent(id, 'payment_intent.succeeded', must(STRIPE.webhookSecret)) };
  }

  it('reads a correctly signed payment_intent.succeeded event', async () => {
    const { id, payload, signature } = await succeededEvent();
    const event = readStripeWebhook(STRIPE, payload, signature);
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.id).toMatch(/^evt_/);
    expect(event.intent).toMatchObject({
      id,
      status: 'succeeded',
      amountCents: 1234,
      orderNumber: 'OC-20250601-1234',
    });
  });

  it('refuses a tampered body, another secret, a missing signature or a missing secret', async () => {
    const { payload, signature } = await succeededEvent();
    const rejected = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return error instanceof PaymentProviderError ? error.failure : 'other error';
      }
      return 'accepted';
    };
    expect(
      rejected(() => readStripeWebhook(STRIPE, payload.replace('"amount":1234', '"amount":1'), signature)),
    ).toBe('rejected');
    expect(
      rejected(() => readStripeWebhook({ ...STRIPE, webhookSecret: 'whsec_other' }, payload, signature)),
    ).toBe('rejected');
    expect(rejected(() => readStripeWebhook(STRIPE, payload, null))).toBe('rejected');
    expect(rejected(() => readStripeWebhook({ ...STRIPE, webhookSecret: null }, payload, signature))).toBe(
      'rejected',
    );
    expect(rejected(() => readStripeWebhook(STRIPE, payload, signature))).toBe('accepted');
  });
});

describe('provider settings from the server configuration', () => {
  const NAMES = [
    'PAYPAL_CLIENT_ID',
    'PAYPAL_CLIENT_SECRET',
    'PAYPAL_ENV',
    'PAYPAL_WEBHOOK_ID',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'PAYMENT_PROVIDER_TIMEOUT_MS',
  ] as const;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

  function setEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
    for (const name of NAMES) delete process.env[name];
    Object.assign(process.env, values);
    resetServerConfig();
  }

  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    resetServerConfig();
  });

  it('has no PayPal or Stripe without their credentials', () => {
    setEnv({ PAYPAL_CLIENT_ID: 'only-the-id' });
    expect(paypalSettings()).toBeNull();
    expect(stripeSettings()).toBeNull();
  });

  it('reads PayPal and Stripe with the default timeout', () => {
    setEnv({
      PAYPAL_CLIENT_ID: 'live-id',
      PAYPAL_CLIENT_SECRET: 'live-secret',
      PAYPAL_ENV: 'live',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    const paypal = must(paypalSettings());
    expect(paypal).toEqual({
      clientId: 'live-id',
      clientSecret: 'live-secret',
      env: 'live',
      webhookId: null,
      timeoutMs: 20000,
    });
    expect(paypalSdkUrl(paypal)).toBe(
      'https://www.paypal.com/sdk/js?client-id=live-id&currency=USD&intent=capture',
    );
    expect(stripeSettings()).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', timeoutMs: 20000 });
  });

  it('takes the webhook id and a shorter timeout', () => {
    setEnv({
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYMENT_PROVIDER_TIMEOUT_MS: '5000',
    });
    expect(paypalSettings()).toMatchObject({ env: 'sandbox', webhookId: 'WH-1', timeoutMs: 5000 });
  });
});
