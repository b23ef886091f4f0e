import Stripe from 'stripe';
import { serverConfig } from '../../platform/config';
import { logger } from '../../platform/logger';
import { inSpan } from '../../platform/telemetry';
import { providerError } from './provider-error';
import { stripeFailure } from './stripe-failure';

// Stripe PaymentIntents for the payment step (/api/stripe/createOrder,
// docs/operating.md#payments-setup). This module talks to Stripe only; whether an order is paid is
// decided by the payment step.

export interface StripeSettings {
  secretKey: string;
  /** Signing secret of the shop's webhook endpoint; without it no webhook is trusted. */
  webhookSecret: string | null;
  timeoutMs: number;
}

/** Stripe from the server configuration; null unless the secret key is set. */
export function stripeSettings(): StripeSettings | null {
  const config = serverConfig();
  const secretKey = config.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  return {
    secretKey,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET?.trim() || null,
    timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
  };
}

/** A PaymentIntent as the payment step compares it with the order. */
export interface IntentState {
  id: string;
  /** requires_payment_method, processing, succeeded, canceled… */
  status: string;
  clientSecret: string | null;
  /** amount_received once succeeded, else the amount asked. */
  amountCents: number;
  /** Upper case ('USD'); anything else is refused by the payment step. */
  currency: string;
  /** metadata.orderNumber: the shop's order number. */
  orderNumber: string | null;
}

const holder = globalThis as typeof globalThis & { __oculoStripeClients?: Map<string, Stripe> };

export function stripeClient(settings: StripeSettings): Stripe {
  const clients = (holder.__oculoStripeClients ??= new Map());
  const key = `${settings.secretKey}:${settings.timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      // fetch looked up on every call, not captured once, so a replaced global fetch (request
      // interception in tests, instrumentation) sees Stripe's calls too.
      httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
      // The payment step retries with the same idempotency key itself, after telling the shopper.
      maxNetworkRetries: 0,
      timeout: settings.timeoutMs,
      appInfo: { name: 'Oculo' },
    });
    clients.set(key, client);
  }
  return client;
}

export function toIntentState(intent: Stripe.PaymentIntent): IntentState {
  return {
    id: intent.id,
    status: intent.status,
    clientSecret: intent.client_secret ?? null,
    amountCents: intent.status === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
    orderNumber: intent.metadata?.orderNumber ?? null,
  };
}

/**
 * Creates the PaymentIntent for one shop order in USD cents (docs/product.md#currencies). The
 * idempotency key makes a retry of the same order and amount answer the same intent instead of
 * creating another.
 */
export async function createPaymentIntent(
  settings: StripeSettings,
  order: { orderNumber: string; amountCents: number; description?: string; email?: string },
  idempotencyKey: string,
): Promise<IntentState> {
  try {
    const intent = await inSpan('stripe create payment intent', { 'oculo.provider': 'stripe' }, () =>
      stripeClient(settings).paymentIntents.create(
        {
          amount: order.amountCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          metadata: { orderNumber: order.orderNumber },
          ...(order.description ? { description: order.description } : {}),
          ...(order.email ? { receipt_email: order.email } : {}),
        },
        { idempotencyKey },
      ),
    );
    return toIntentState(intent);
  } catch (error) {
    throw stripeFailure(error, 'create payment intent');
  }
}

export async function retrievePaymentIntent(settings: StripeSettings, id: string): Promise<IntentState> {
  try {
    return toIntentState(
      await inSpan('stripe read payment intent', { 'oculo.provider': 'stripe' }, () =>
        stripeClient(settings).paymentIntents.retrieve(id),
      ),
    );
  } catch (error) {
    throw stripeFailure(error, 'read payment intent');
  }
}

export interface StripeWebhookEvent {
  id: string;
  /** payment_intent.succeeded, payment_intent.payment_failed… */
  type: string;
  /** The PaymentIntent the event is about; null for events about other objects. */
  intent: IntentState | null;
}

/**
 * Checks the Stripe-Signature header against the raw body and the endpoint's secret, then reads the
 * event. Throws PaymentProviderError 'rejected' when the secret is not configured, the header is
 * missing or the signature does not match (a forged or altered body, or an old replay).
 */
export function readStripeWebhook(
  settings: StripeSettings,
  rawBody: string,
  signature: string | null,
): StripeWebhookEvent {
  if (!settings.webhookSecret) {
    logger.error({ provider: 'stripe' }, 'Stripe webhook received but STRIPE_WEBHOOK_SECRET is not set');
    throw providerError('stripe', 'rejected', 'webhook_secret_missing');
  }
  if (!signature) throw providerError('stripe', 'rejected', 'signature_missing');
  let event: Stripe.Event;
  try {
    event = stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
  } catch (error) {
    logger.warn({ provider: 'stripe', err: error }, 'Stripe webhook signature not verified');
    throw providerError('stripe', 'rejected', 'signature_invalid');
  }
  const object = event.data.object as { object?: string };
  const intent = object.object === 'payment_intent' ? toIntentState(object as Stripe.PaymentIntent) : null;
  return { id: event.id, type: event.type, intent };
}
