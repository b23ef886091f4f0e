import { and, eq } from 'drizzle-orm';
import { database, databaseUnavailable } from '@/lib/server/db';
import { paymentEvents } from './tables';
import { logger } from '../logger';
import { orderIdOfNumber } from '@/lib/server/orders';
import { markOrderPaid, orderIdOfPayment, type VerifiedPayment } from './mark-paid';
import { readPayPalWebhookEvent, paypalSettings, verifyPayPalWebhook } from './paypal-api';
import { PaymentProviderError } from './provider-error';
import { readStripeWebhook, stripeSettings } from './stripe-api';

// Provider webhooks: not calls of the storefront, so they answer plain HTTP statuses the provider
// understands (2xx: handled, 4xx: never send again, 5xx: send again later). Each event is verified
// with the raw body, handled through the same mark-paid step as the capture, and remembered by its
// id so a redelivery changes nothing.

const MAX_WEBHOOK_BYTES = 256 * 1024;

async function rawBodyOf(request: Request): Promise<string | null> {
  const text = await request.text();
  return new TextEncoder().encode(text).byteLength > MAX_WEBHOOK_BYTES ? null : text;
}

async function seen(provider: string, eventId: string): Promise<boolean> {
  const db = await database();
  const [row] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

async function remember(provider: string, eventId: string, type: string): Promise<void> {
  const db = await database();
  await db.insert(paymentEvents).values({ provider, eventId, type }).onConflictDoNothing();
}

async function orderIdByNumber(number: string | null): Promise<number | null> {
  if (!number) return null;
  return orderIdOfNumber(await database(), number);
}

async function settle(orderId: number | null, payment: VerifiedPayment, eventId: string): Promise<void> {
  if (orderId === null) {
    logger.warn({ eventId, payment }, 'a webhook named no known order');
    return;
  }
  const result = await markOrderPaid(orderId, payment);
  logger.info({ eventId, outcome: result.outcome, order: result.order.number }, 'payment webhook handled');
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain' } });

/** POST /api/paypal/webhook: PAYMENT.CAPTURE.COMPLETED marks the order paid (signature verified by PayPal). */
export async function handlePayPalWebhook(request: Request): Promise<Response> {
  const settings = paypalSettings();
  if (!settings?.webhookId) return text(404, 'PayPal webhooks are not configured.');
  const raw = await rawBodyOf(request);
  if (raw === null) return text(413, 'Too large.');
  try {
    if (!(await verifyPayPalWebhook(settings, request.headers, raw)))
      return text(400, 'The signature is not valid.');
  } catch (error) {
    if (error instanceof PaymentProviderError) return text(503, 'PayPal could not verify the event now.');
    throw error;
  }
  const event = readPayPalWebhookEvent(raw);
  if (!event) return text(400, 'Unreadable event.');
  if (await seen('paypal', event.eventId)) return text(200, 'Already handled.');
  if (event.type === 'PAYMENT.CAPTURE.COMPLETED' && event.capture?.status === 'COMPLETED') {
    const byPayment = event.paypalOrderId ? await orderIdOfPayment('paypal', event.paypalOrderId) : null;
    await settle(
      byPayment ?? (await orderIdByNumber(event.orderNumber)),
      {
        provider: 'paypal',
        reference: event.paypalOrderId ?? event.capture.id,
        amountCents: event.capture.amountCents,
        currency: event.capture.currency,
      },
      event.eventId,
    );
  }
  await remember('paypal', event.eventId, event.type);
  return text(200, 'Handled.');
}

/** POST /api/stripe/webhook: payment_intent.succeeded marks the order paid (Stripe-Signature on the raw body). */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  const settings = stripeSettings();
  if (!settings?.webhookSecret) return text(404, 'Stripe webhooks are not configured.');
  const raw = await rawBodyOf(request);
  if (raw === null) return text(413, 'Too large.');
  let event;
  try {
    event = readStripeWebhook(settings, raw, request.headers.get('stripe-signature'));
  } catch (error) {
    if (error instanceof PaymentProviderError) return text(400, 'The signature is not valid.');
    throw error;
  }
  if (await seen('stripe', event.id)) return text(200, 'Already handled.');
  if (event.type === 'payment_intent.succeeded' && event.intent) {
    const intent = event.intent;
    const byPayment = await orderIdOfPayment('stripe', intent.id);
    await settle(
      byPayment ?? (await orderIdByNumber(intent.orderNumber)),
      {
        provider: 'stripe',
        reference: intent.id,
        amountCents: intent.amountCents,
        currency: intent.currency,
      },
      event.id,
    );
  }
  await remember('stripe', event.id, event.type);
  return text(200, 'Handled.');
}

/**
 * A webhook that fails on our side answers without details, so the provider sends it again: 503
 * with Retry-After while the database is away, 500 for anything else.
 */
export function webhookRoute(handler: (request: Request) => Promise<Response>) {
  return async function handle(request: Request): Promise<Response> {
    try {
      return await handler(request);
    } catch (error) {
      const path = new URL(request.url).pathname;
      const unavailable = databaseUnavailable(error);
      if (unavailable) {
        logger.warn({ err: error, path }, 'webhook: database unavailable; answered 503');
        const answer = text(503, 'Please send this event again later.');
        answer.headers.set('retry-after', String(unavailable.retryAfter));
        return answer;
      }
      logger.error({ err: error, path }, 'webhook failed');
      return text(500, 'Please send this event again later.');
    }
  };
}
