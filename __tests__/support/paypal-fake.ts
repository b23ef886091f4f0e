import { createHash, createHmac, randomBytes } from 'node:crypto';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

// A stateful stand-in for PayPal's REST API (OAuth, Orders v2, capture refunds, webhook
// verification) for msw. It keeps PayPal's rules the shop depends on: a PayPal-Request-Id seen
// before answers the first result again (no second charge, no second refund), a completed order
// refuses another capture with ORDER_ALREADY_CAPTURED, an unapproved one with ORDER_NOT_APPROVED,
// a refund beyond what is left of the capture is REFUND_AMOUNT_EXCEEDED, one on a fully refunded
// capture CAPTURE_FULLY_REFUNDED, a reused refund invoice_id DUPLICATE_INVOICE_ID, and an expired
// token gets 401.

export type PayPalOperation = 'token' | 'create' | 'capture' | 'read' | 'refund' | 'verify';

/** What the next matching call answers instead of the normal result. */
export type PayPalFault =
  /** a server fault, nothing happens */
  | { status: 500 | 502 | 503 }
  /** the bearer token is refused, nothing happens */
  | { status: 401 }
  /** PayPal's business refusal with details[0].issue (INSTRUMENT_DECLINED…), nothing happens */
  | { status: 422; issue: string }
  /** PayPal does the work, then answers after delayMs (a client with a shorter timeout sees none) */
  | { delayMs: number };

export interface PayPalMoney {
  currency_code: string;
  value: string;
}

export interface FakePayPalCapture {
  id: string;
  /** COMPLETED, then PARTIALLY_REFUNDED or REFUNDED as refunds are made. */
  status: string;
  amount: PayPalMoney;
  final_capture: boolean;
  custom_id: string;
  invoice_id: string;
  create_time: string;
}

export interface FakePayPalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchaseUnit: {
    reference_id: string;
    custom_id: string;
    invoice_id: string;
    description?: string;
    amount: PayPalMoney;
  };
  capture: FakePayPalCapture | null;
  createTime: string;
}

export interface FakePayPalRefund {
  id: string;
  /** COMPLETED, or what nextRefundStatus said (PENDING: the money follows later). */
  status: string;
  amount: PayPalMoney;
  invoice_id?: string;
  note_to_payer?: string;
  /** The capture it gives money back from. */
  captureId: string;
  create_time: string;
}

export interface RecordedPayPalCall {
  operation: PayPalOperation;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface PayPalFakeState {
  /** PayPal orders by their id. */
  orders: Map<string, FakePayPalOrder>;
  /** PayPal-Request-Id of each create call → the PayPal order it made. */
  createRequests: Map<string, string>;
  /** PayPal-Request-Id of each capture call → the answer it got (replayed for the same id). */
  captures: Map<string, unknown>;
  /** How many times money was actually taken. */
  charges: number;
  /** How many access tokens were issued. */
  tokensIssued: number;
  /** Every call that reached the fake, in order. */
  calls: RecordedPayPalCall[];
  /** When set, the next capture takes this amount instead of the order's (a mismatch to refuse). */
  nextCaptureAmount: PayPalMoney | null;
  /** Refunds by their id. */
  refunds: Map<string, FakePayPalRefund>;
  /** PayPal-Request-Id of each refund call → the answer it got (replayed for the same id). */
  refundRequests: Map<string, { status: number; body: object }>;
  /** The status the next refunds get (COMPLETED unless set: PENDING, FAILED…). */
  nextRefundStatus: string;
  /** The capture of a PayPal order (after its capture call). */
  captureOf(paypalOrderId: string): FakePayPalCapture;
  /** Cents given back from a capture so far (refunds that did not fail). */
  refundedCents(captureId: string): number;
  /** The next call of that operation (any but token when omitted) answers the fault. */
  failNext(fault: PayPalFault, operation?: PayPalOperation): void;
  /** The shopper approves the order in PayPal's window (automatic unless approval is 'manual'). */
  approve(paypalOrderId: string): void;
  /** Every issued token is now expired: the next call with one gets 401. */
  expireTokens(): void;
  /** The calls of one operation. */
  callsOf(operation: PayPalOperation): RecordedPayPalCall[];
  /** A webhook delivery as PayPal would send it: the body and the PAYPAL-* signature headers. */
  signWebhook(event: object, webhookId?: string): { headers: Headers; rawBody: string };
  /** The PAYMENT.CAPTURE.COMPLETED event PayPal sends for a captured order. */
  captureCompletedEvent(paypalOrderId: string): object;
}

export interface PayPalFakeOptions {
  env?: 'sandbox' | 'live';
  /** The webhook id PayPal knows the shop's endpoint by. */
  webhookId?: string;
  /** 'automatic' (default): orders are approved as soon as they exist. */
  approval?: 'automatic' | 'manual';
  tokenLifetimeSeconds?: number;
  /** When set, only these client credentials get a token. */
  credentials?: { clientId: string; clientSecret: string };
}

const SIGNING_SECRET = 'paypal-fake-signing-secret';
const CERT_URL = 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-fake';

function paypalId(): string {
  return randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
}

function transmissionSignature(id: string, time: string, webhookId: string, event: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(event)).digest('hex');
  return createHmac('sha256', SIGNING_SECRET).update(`${id}|${time}|${webhookId}|${digest}`).digest('base64');
}

function problem(status: number, name: string, issue?: string): Response {
  return HttpResponse.json(
    {
      name,
      message: `Fake PayPal: ${name}`,
      debug_id: randomBytes(6).toString('hex'),
      ...(issue ? { details: [{ issue, description: `Fake PayPal: ${issue}` }] } : {}),
    },
    { status, headers: { 'paypal-debug-id': 'fake-debug-id' } },
  );
}

/** "12.34" → 1234; null for anything PayPal would not take as an amount. */
function centsOf(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function moneyOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function refundRepresentation(refund: FakePayPalRefund) {
  const { captureId, ...fields } = refund;
  return {
    ...fields,
    links: [
      {
        href: `https://api-m.sandbox.paypal.com/v2/payments/refunds/${refund.id}`,
        rel: 'self',
        method: 'GET',
      },
      {
        href: `https://api-m.sandbox.paypal.com/v2/payments/captures/${captureId}`,
        rel: 'up',
        method: 'GET',
      },
    ],
  };
}

/** An order as PayPal shows it; a captured one lists its capture and the refunds made from it. */
function orderRepresentation(order: FakePayPalOrder, refunds: FakePayPalRefund[] = []) {
  const made = refunds.filter((refund) => refund.captureId === order.capture?.id);
  const payments = order.capture
    ? {
        payments: {
          captures: [order.capture],
          ...(made.length > 0 ? { refunds: made.map(refundRepresentation) } : {}),
        },
      }
    : {};
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    purchase_units: [{ ...order.purchaseUnit, ...payments }],
    create_time: order.createTime,
    links: [
      { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ],
  };
}

export function createPayPalFake(options: PayPalFakeOptions = {}): {
  handlers: HttpHandler[];
  state: PayPalFakeState;
} {
  const base = options.env === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
  const webhookId = options.webhookId ?? 'WH-FAKE-0001';
  const validTokens = new Set<string>();
  const faults: { fault: PayPalFault; operation?: PayPalOperation }[] = [];

  const state: PayPalFakeState = {
    orders: new Map(),
    createRequests: new Map(),
    captures: new Map(),
    charges: 0,
    tokensIssued: 0,
    calls: [],
    nextCaptureAmount: null,
    refunds: new Map(),
    refundRequests: new Map(),
    nextRefundStatus: 'COMPLETED',
    captureOf(paypalOrderId) {
      const capture = state.orders.get(paypalOrderId)?.capture;
      if (!capture) throw new Error(`fake PayPal has no capture for ${paypalOrderId}`);
      return capture;
    },
    refundedCents(captureId) {
      let cents = 0;
      for (const refund of state.refunds.values()) {
        if (refund.captureId === captureId && !['FAILED', 'CANCELLED'].includes(refund.status)) {
          cents += centsOf(refund.amount.value) ?? 0;
        }
      }
      return cents;
    },
    failNext(fault, operation) {
      faults.push({ fault, operation });
    },
    approve(paypalOrderId) {
      const order = state.orders.get(paypalOrderId);
      if (!order) throw new Error(`fake PayPal has no order ${paypalOrderId}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    expireTokens() {
      validTokens.clear();
    },
    callsOf(operation) {
      return state.calls.filter((call) => call.operation === operation);
    },
    signWebhook(event, signedFor = webhookId) {
      const id = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      const headers = new Headers({
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': CERT_URL,
        'paypal-transmission-id': id,
        'paypal-transmission-sig': transmissionSignature(id, time, signedFor, event),
        'paypal-transmission-time': time,
      });
      return { headers, rawBody: JSON.stringify(event) };
    },
    captureCompletedEvent(paypalOrderId) {
      const order = state.orders.get(paypalOrderId);
      if (!order?.capture) throw new Error(`fake PayPal has no capture for ${paypalOrderId}`);
      return {
        id: `WH-${paypalId()}`,
        event_version: '1.0',
        create_time: order.capture.create_time,
        resource_type: 'capture',
        resource_version: '2.0',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        summary: `Payment completed for $ ${order.capture.amount.value} USD`,
        resource: {
          ...order.capture,
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      };
    },
  };

  /** Records the call and takes the first fault meant for it. */
  async function arrive(
    operation: PayPalOperation,
    request: Request,
  ): Promise<{ fault: PayPalFault | undefined; body: unknown }> {
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // form bodies (the token call) stay text
    }
    state.calls.push({
      operation,
      method: request.method,
      path: new URL(request.url).pathname,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
    const index = faults.findIndex((f) => (f.operation ? f.operation === operation : operation !== 'token'));
    return { fault: index < 0 ? undefined : faults.splice(index, 1)[0]?.fault, body };
  }

  /** Answers a fault, or runs the work and answers (late when the fault is a delay). */
  async function answer(fault: PayPalFault | undefined, work: () => Response): Promise<Response> {
    if (fault && 'status' in fault) {
      if (fault.status === 401) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
      if (fault.status === 422) return problem(422, 'UNPROCESSABLE_ENTITY', fault.issue);
      return problem(fault.status, 'INTERNAL_SERVER_ERROR');
    }
    const response = work();
    if (fault) await delay(fault.delayMs);
    return response;
  }

  function authorized(request: Request): boolean {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
    return !!token && validTokens.has(token);
  }

  const handlers: HttpHandler[] = [
    http.post(`${base}/v1/oauth2/token`, async ({ request }) => {
      const { fault } = await arrive('token', request);
      return answer(fault, () => {
        const basic = request.headers.get('authorization')?.replace(/^Basic /, '') ?? '';
        const [clientId, clientSecret] = Buffer.from(basic, 'base64').toString().split(':');
        const wanted = options.credentials;
        const refused = wanted
          ? clientId !== wanted.clientId || clientSecret !== wanted.clientSecret
          : !clientId || !clientSecret;
        if (refused) return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
        state.tokensIssued += 1;
        const token = `A21AA.fake-${state.tokensIssued}-${randomBytes(6).toString('hex')}`;
        validTokens.add(token);
        return HttpResponse.json({
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-FAKE',
          expires_in: options.tokenLifetimeSeconds ?? 32400,
          nonce: randomBytes(8).toString('hex'),
        });
      });
    }),

    http.post(`${base}/v2/checkout/orders`, async ({ request }) => {
      const arrived = await arrive('create', request);
      const fault = arrived.fault;
      const body = arrived.body as {
        intent?: string;
        purchase_units?: FakePayPalOrder['purchaseUnit'][];
      } | null;
      return answer(fault, () => {
        if (!authorized(request)) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
        const unit = body?.purchase_units?.[0];
        if (body?.intent !== 'CAPTURE' || !unit?.amount)
          return problem(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
        const requestId = request.headers.get('paypal-request-id');
        const known = requestId ? state.createRequests.get(requestId) : undefined;
        const existing = known ? state.orders.get(known) : undefined;
        if (existing) return HttpResponse.json(orderRepresentation(existing), { status: 200 });
        const order: FakePayPalOrder = {
          id: paypalId(),
          status: 'CREATED',
          purchaseUnit: unit,
          capture: null,
          createTime: new Date().toISOString(),
        };
        state.orders.set(order.id, order);
        if (requestId) state.createRequests.set(requestId, order.id);
        const created = orderRepresentation(order);
        if (options.approval !== 'manual') order.status = 'APPROVED';
        const minimal = request.headers.get('prefer') !== 'return=representation';
        return HttpResponse.json(
          minimal ? { id: created.id, status: created.status, links: created.links } : created,
          {
            status: 201,
          },
        );
      });
    }),

    http.post(`${base}/v2/checkout/orders/:id/capture`, async ({ request, params }) => {
      const { fault } = await arrive('capture', request);
      return answer(fault, () => {
        if (!authorized(request)) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
        const requestId = request.headers.get('paypal-request-id');
        const replay = requestId ? state.captures.get(requestId) : undefined;
        if (replay) return HttpResponse.json(replay, { status: 200 });
        const order = state.orders.get(String(params.id));
        if (!order) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (order.status === 'COMPLETED')
          return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        state.charges += 1;
        order.capture = {
          id: paypalId(),
          status: 'COMPLETED',
          amount: state.nextCaptureAmount ?? order.purchaseUnit.amount,
          final_capture: true,
          custom_id: order.purchaseUnit.custom_id,
          invoice_id: order.purchaseUnit.invoice_id,
          create_time: new Date().toISOString(),
        };
        state.nextCaptureAmount = null;
        order.status = 'COMPLETED';
        const captured = orderRepresentation(order);
        if (requestId) state.captures.set(requestId, captured);
        const minimal = request.headers.get('prefer') !== 'return=representation';
        return HttpResponse.json(
          minimal ? { id: order.id, status: order.status, links: captured.links } : captured,
          {
            status: 201,
          },
        );
      });
    }),

    http.post(`${base}/v2/payments/captures/:id/refund`, async ({ request, params }) => {
      const arrived = await arrive('refund', request);
      const body = arrived.body as {
        amount?: PayPalMoney;
        invoice_id?: string;
        note_to_payer?: string;
      } | null;
      return answer(arrived.fault, () => {
        if (!authorized(request)) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
        const requestId = request.headers.get('paypal-request-id');
        const replay = requestId ? state.refundRequests.get(requestId) : undefined;
        if (replay) return HttpResponse.json(replay.body, { status: replay.status });
        const capture = [...state.orders.values()].find((o) => o.capture?.id === params.id)?.capture;
        if (!capture) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        const left = (centsOf(capture.amount.value) ?? 0) - state.refundedCents(capture.id);
        if (left <= 0) return problem(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
        // no amount is a refund of everything that is left
        const amount = body?.amount ?? { currency_code: capture.amount.currency_code, value: moneyOf(left) };
        const cents = centsOf(amount.value);
        if (cents === null) return problem(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
        if (cents <= 0) return problem(422, 'UNPROCESSABLE_ENTITY', 'CANNOT_BE_ZERO_OR_NEGATIVE');
        if (amount.currency_code !== capture.amount.currency_code)
          return problem(422, 'UNPROCESSABLE_ENTITY', 'REFUND_CAPTURE_CURRENCY_MISMATCH');
        if (cents > left) return problem(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
        const invoiceId = body?.invoice_id;
        if (invoiceId && [...state.refunds.values()].some((r) => r.invoice_id === invoiceId))
          return problem(422, 'UNPROCESSABLE_ENTITY', 'DUPLICATE_INVOICE_ID');
        const refund: FakePayPalRefund = {
          id: paypalId(),
          status: state.nextRefundStatus,
          amount: { currency_code: amount.currency_code, value: moneyOf(cents) },
          ...(invoiceId ? { invoice_id: invoiceId } : {}),
          ...(body?.note_to_payer ? { note_to_payer: body.note_to_payer } : {}),
          captureId: capture.id,
          create_time: new Date().toISOString(),
        };
        state.refunds.set(refund.id, refund);
        if (!['FAILED', 'CANCELLED'].includes(refund.status)) {
          capture.status = cents === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        }
        const represented = refundRepresentation(refund);
        const minimal = request.headers.get('prefer') !== 'return=representation';
        const answered = minimal
          ? { id: refund.id, status: refund.status, links: represented.links }
          : represented;
        if (requestId) state.refundRequests.set(requestId, { status: 201, body: answered });
        return HttpResponse.json(answered, { status: 201 });
      });
    }),

    http.get(`${base}/v2/checkout/orders/:id`, async ({ request, params }) => {
      const { fault } = await arrive('read', request);
      return answer(fault, () => {
        if (!authorized(request)) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
        const order = state.orders.get(String(params.id));
        if (!order) return problem(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        return HttpResponse.json(orderRepresentation(order, [...state.refunds.values()]));
      });
    }),

    http.post(`${base}/v1/notifications/verify-webhook-signature`, async ({ request }) => {
      const arrived = await arrive('verify', request);
      const fault = arrived.fault;
      const body = arrived.body as Record<string, unknown> | null;
      return answer(fault, () => {
        if (!authorized(request)) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
        const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time'];
        if (!body || fields.some((field) => typeof body[field] !== 'string') || !body.webhook_event) {
          return problem(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
        }
        const expected = transmissionSignature(
          String(body.transmission_id),
          String(body.transmission_time),
          webhookId,
          body.webhook_event,
        );
        const verified = body.webhook_id === webhookId && body.transmission_sig === expected;
        return HttpResponse.json({ verification_status: verified ? 'SUCCESS' : 'FAILURE' });
      });
    }),
  ];

  return { handlers, state };
}
