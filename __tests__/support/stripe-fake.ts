import { randomBytes } from 'node:crypto';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import Stripe from 'stripe';

// A stateful stand-in for Stripe's PaymentIntents and Refunds APIs for msw. The Stripe SDK sends
// form-encoded bodies (metadata[orderNumber]=…) to https://api.stripe.com/v1; the fake keeps
// Stripe's idempotency rule: the same Idempotency-Key with the same parameters answers the first
// object again (no second intent, no second refund), with other parameters it is refused
// (idempotency_error); a key is forgotten with forgetIdempotencyKeys (Stripe: after 24 hours). A refund beyond what is left of the payment is amount_too_large, one of a
// fully refunded payment charge_already_refunded.

export type StripeOperation = 'create' | 'retrieve' | 'refund' | 'list-refunds';

/** What the next matching call answers instead of the normal result. */
export type StripeFault =
  /** a server fault, nothing happens */
  | { status: 500 | 502 | 503 }
  /** the secret key is refused, nothing happens */
  | { status: 401 }
  /** a card error (card_declined, insufficient_funds…), nothing happens */
  | { status: 402; code?: string; declineCode?: string; message?: string }
  /** an invalid request (parameter_invalid_integer…), nothing happens */
  | { status: 400; code?: string; message?: string }
  /** Stripe does the work, then answers after delayMs (a client with a shorter timeout sees none) */
  | { delayMs: number };

/** The fields of a PaymentIntent the shop reads, as Stripe sends them. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  receipt_email: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  created: number;
  livemode: false;
}

/** The fields of a Refund the shop reads, as Stripe sends them. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  /** succeeded, or what nextRefundStatus said (pending, failed…). */
  status: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedStripeCall {
  operation: StripeOperation;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The form fields as sent: { amount: '1234', 'metadata[orderNumber]': 'OC-…' }. */
  form: Record<string, string>;
}

export interface StripeFakeState {
  /** PaymentIntents by id. */
  intents: Map<string, FakeIntent>;
  /** Idempotency-Key → the parameters first sent with it and the first answer (replayed as it was). */
  idempotencyKeys: Map<string, { params: string; intentId: string; answer: FakeIntent }>;
  /** How many times money was actually taken (see succeed). */
  charges: number;
  /** Refunds by id. */
  refunds: Map<string, FakeRefund>;
  /** Idempotency-Key of each refund call → its parameters and first answer (replayed as it was). */
  refundKeys: Map<string, { params: string; answer: FakeRefund }>;
  /** The status the next refunds get (succeeded unless set: pending, failed…). */
  nextRefundStatus: string;
  /** Cents given back from a PaymentIntent so far (refunds that did not fail). */
  refundedCents(intentId: string): number;
  /** Stripe forgets idempotency keys after 24 hours: the same key then makes a new object. */
  forgetIdempotencyKeys(): void;
  /** Every call that reached the fake, in order. */
  calls: RecordedStripeCall[];
  /** The next call of that operation (any when omitted) answers the fault. */
  failNext(fault: StripeFault, operation?: StripeOperation): void;
  /** The shopper pays in the card form: the intent succeeds (optionally with another amount). */
  succeed(intentId: string, received?: { amount?: number; currency?: string }): FakeIntent;
  /** A webhook delivery as Stripe would send it, signed with the endpoint's secret. */
  signedEvent(intentId: string, type: string, secret: string): { payload: string; signature: string };
  callsOf(operation: StripeOperation): RecordedStripeCall[];
}

export interface StripeFakeOptions {
  /** When set, only this secret key is accepted. */
  secretKey?: string;
}

function stripeError(status: number, error: Record<string, string | undefined>): Response {
  return HttpResponse.json(
    { error },
    { status, headers: { 'request-id': `req_${randomBytes(6).toString('hex')}` } },
  );
}

function faultAnswer(fault: Exclude<StripeFault, { delayMs: number }>): Response {
  switch (fault.status) {
    case 401:
      return stripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided: sk_test_***',
      });
    case 402:
      return stripeError(402, {
        type: 'card_error',
        code: fault.code ?? 'card_declined',
        decline_code: fault.declineCode ?? 'generic_decline',
        message: fault.message ?? 'Your card was declined.',
      });
    case 400:
      return stripeError(400, {
        type: 'invalid_request_error',
        code: fault.code ?? 'parameter_invalid',
        message: fault.message ?? 'Invalid request.',
      });
    default:
      return stripeError(fault.status, {
        type: 'api_error',
        message: 'Sorry, something went wrong (fake Stripe).',
      });
  }
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export function createStripeFake(options: StripeFakeOptions = {}): {
  handlers: HttpHandler[];
  state: StripeFakeState;
} {
  const faults: { fault: StripeFault; operation?: StripeOperation }[] = [];

  const state: StripeFakeState = {
    intents: new Map(),
    idempotencyKeys: new Map(),
    charges: 0,
    refunds: new Map(),
    refundKeys: new Map(),
    nextRefundStatus: 'succeeded',
    forgetIdempotencyKeys() {
      state.idempotencyKeys.clear();
      state.refundKeys.clear();
    },
    refundedCents(intentId) {
      let cents = 0;
      for (const refund of state.refunds.values()) {
        if (refund.payment_intent === intentId && !['failed', 'canceled'].includes(refund.status)) {
          cents += refund.amount;
        }
      }
      return cents;
    },
    calls: [],
    failNext(fault, operation) {
      faults.push({ fault, operation });
    },
    succeed(intentId, received = {}) {
      const intent = state.intents.get(intentId);
      if (!intent) throw new Error(`fake Stripe has no intent ${intentId}`);
      if (intent.status !== 'succeeded') state.charges += 1;
      intent.status = 'succeeded';
      intent.amount_received = received.amount ?? intent.amount;
      if (received.currency) intent.currency = received.currency;
      return intent;
    },
    signedEvent(intentId, type, secret) {
      const intent = state.intents.get(intentId);
      if (!intent) throw new Error(`fake Stripe has no intent ${intentId}`);
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object: intent },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    callsOf(operation) {
      return state.calls.filter((call) => call.operation === operation);
    },
  };

  /** Records the call and takes the first fault meant for it. */
  async function arrive(
    operation: StripeOperation,
    request: Request,
  ): Promise<{ fault: StripeFault | undefined; call: RecordedStripeCall }> {
    const text = await request.clone().text();
    const call: RecordedStripeCall = {
      operation,
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers.entries()),
      form: Object.fromEntries(new URLSearchParams(text).entries()),
    };
    state.calls.push(call);
    const index = faults.findIndex((f) => !f.operation || f.operation === operation);
    return { fault: index < 0 ? undefined : faults.splice(index, 1)[0]?.fault, call };
  }

  async function answer(request: Request, fault: StripeFault | undefined, work: () => Response) {
    if (fault && 'status' in fault) return faultAnswer(fault);
    const key = request.headers.get('authorization')?.replace(/^Bearer /, '');
    const refused = options.secretKey ? key !== options.secretKey : !key;
    const response = refused ? faultAnswer({ status: 401 }) : work();
    if (fault) await delay(fault.delayMs);
    return response;
  }

  const handlers: HttpHandler[] = [
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const { fault, call } = await arrive('create', request);
      return answer(request, fault, () => {
        const form = call.form;
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount < 1 || !form.currency) {
          return faultAnswer({ status: 400, code: 'parameter_invalid_integer', message: 'Invalid amount.' });
        }
        const params = JSON.stringify(Object.entries(form).sort());
        const key = request.headers.get('idempotency-key');
        const seen = key ? state.idempotencyKeys.get(key) : undefined;
        if (seen && seen.params !== params) {
          return stripeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        if (seen) return HttpResponse.json(seen.answer, { headers: { 'idempotent-replayed': 'true' } });
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: form.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          metadata: metadataOf(form),
          description: form.description ?? null,
          receipt_email: form.receipt_email ?? null,
          automatic_payment_methods:
            form['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        state.intents.set(id, intent);
        if (key) state.idempotencyKeys.set(key, { params, intentId: id, answer: structuredClone(intent) });
        return HttpResponse.json(intent);
      });
    }),

    http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
      const { fault, call } = await arrive('refund', request);
      return answer(request, fault, () => {
        const form = call.form;
        const params = JSON.stringify(Object.entries(form).sort());
        const key = request.headers.get('idempotency-key');
        const seen = key ? state.refundKeys.get(key) : undefined;
        if (seen && seen.params !== params) {
          return stripeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        if (seen) return HttpResponse.json(seen.answer, { headers: { 'idempotent-replayed': 'true' } });
        const intentId = form.payment_intent ?? '';
        const intent = state.intents.get(intentId);
        if (!intent) {
          return stripeError(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${intentId}'`,
          });
        }
        if (intent.status !== 'succeeded') {
          return stripeError(400, {
            type: 'invalid_request_error',
            code: 'charge_not_refundable',
            message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          });
        }
        const charge = `ch_${intent.id.slice(3)}`;
        const left = intent.amount_received - state.refundedCents(intent.id);
        if (left <= 0) {
          return stripeError(400, {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: `Charge ${charge} has already been refunded.`,
          });
        }
        const amount = form.amount === undefined ? left : Number(form.amount);
        if (!Number.isInteger(amount) || amount < 1) {
          return faultAnswer({ status: 400, code: 'parameter_invalid_integer', message: 'Invalid amount.' });
        }
        if (amount > left) {
          const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
          return stripeError(400, {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            param: 'amount',
            message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
          });
        }
        const refund: FakeRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount,
          currency: intent.currency,
          payment_intent: intent.id,
          charge,
          status: state.nextRefundStatus,
          reason: form.reason ?? null,
          metadata: metadataOf(form),
          created: Math.floor(Date.now() / 1000),
        };
        state.refunds.set(refund.id, refund);
        if (key) state.refundKeys.set(key, { params, answer: structuredClone(refund) });
        return HttpResponse.json(refund);
      });
    }),

    http.get('https://api.stripe.com/v1/refunds', async ({ request }) => {
      const { fault } = await arrive('list-refunds', request);
      return answer(request, fault, () => {
        const query = new URL(request.url).searchParams;
        const intentId = query.get('payment_intent');
        if (intentId && !state.intents.has(intentId)) {
          return stripeError(400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'payment_intent',
            message: `No such payment_intent: '${intentId}'`,
          });
        }
        const limit = Number(query.get('limit') ?? 10);
        const matching = [...state.refunds.values()]
          .filter((refund) => !intentId || refund.payment_intent === intentId)
          .reverse();
        return HttpResponse.json({
          object: 'list',
          data: matching.slice(0, limit),
          has_more: matching.length > limit,
          url: '/v1/refunds',
        });
      });
    }),

    http.get('https://api.stripe.com/v1/payment_intents/:id', async ({ request, params }) => {
      const { fault } = await arrive('retrieve', request);
      return answer(request, fault, () => {
        const intent = state.intents.get(String(params.id));
        if (!intent) {
          return stripeError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'intent',
            message: `No such payment_intent: '${String(params.id)}'`,
          });
        }
        return HttpResponse.json(intent);
      });
    }),
  ];

  return { handlers, state };
}
