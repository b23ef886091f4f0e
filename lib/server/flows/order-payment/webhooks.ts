import { database } from '@/lib/server/platform/db';
import { logger } from '../../platform/logger';
import { markOrderPaid, orderIdOfNumber } from '@/lib/server/domain/orders';
import {
  orderIdOfPayment,
  PaymentProviderError,
  paypalSettings,
  readPayPalWebhookEvent,
  readStripeWebhook,
  rememberWebhookEvent,
  stripeSettings,
  verifyPayPalWebhook,
  webhookAnswer,
  webhookBody,
  webhookEventSeen,
  type VerifiedPayment,
} from '@/lib/server/domain/payments';

// Provider webhooks (docs/operating.md#payments-setup): each event is verified with the raw body,
// handled through the same mark-paid step as the capture, and remembered by its id so a
// redelivery changes nothing. The plain statuses the provider understands and the events kept
// are the payments module's.

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

/** POST /api/paypal/webhook: PAYMENT.CAPTURE.COMPLETED marks the order paid (signature verified by PayPal). */
export async function handlePayPalWebhook(request: Request): Promise<Response> {
  const settings = paypalSettings();
  if (!settings?.webhookId) return webhookAnswer(404, 'PayPal webhooks are not configured.');
  const raw = await webhookBody(request);
  if (raw === null) return webhookAnswer(413, 'Too large.');
  try {
    if (!(await verifyPayPalWebhook(settings, request.headers, raw)))
      return webhookAnswer(400, 'The signature is not valid.');
  } catch (error) {
    if (error instanceof PaymentProviderError)
      return webhookAnswer(503, 'PayPal could not verify the event now.');
    throw error;
  }
  const event = readPayPalWebhookEvent(raw);
  if (!event) return webhookAnswer(400, 'Unreadable event.');
  if (await webhookEventSeen('paypal', event.eventId)) return webhookAnswer(200, 'Already handled.');
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
  await rememberWebhookEvent('paypal', event.eventId, event.type);
  return webhookAnswer(200, 'Handled.');
}

/** POST /api/stripe/webhook: payment_intent.succeeded marks the order paid (Stripe-Signature on the raw body). */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  const settings = stripeSettings();
  if (!settings?.webhookSecret) return webhookAnswer(404, 'Stripe webhooks are not configured.');
  const raw = await webhookBody(request);
  if (raw === null) return webhookAnswer(413, 'Too large.');
  let event;
  try {
    event = readStripeWebhook(settings, raw, request.headers.get('stripe-signature'));
  } catch (error) {
    if (error instanceof PaymentProviderError) return webhookAnswer(400, 'The signature is not valid.');
    throw error;
  }
  if (await webhookEventSeen('stripe', event.id)) return webhookAnswer(200, 'Already handled.');
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
  await rememberWebhookEvent('stripe', event.id, event.type);
  return webhookAnswer(200, 'Handled.');
}
