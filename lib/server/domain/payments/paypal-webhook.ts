import { z } from 'zod';
import { logger } from '../../platform/logger';
import { callPayPal, paypalDeadline } from './paypal-http';
import {
  paypalCaptureSchema,
  paypalOrderSchema,
  toPayPalCapture,
  toPayPalOrderState,
  type PayPalCapture,
} from './paypal-order-state';
import type { PayPalSettings } from './paypal-settings';

// PayPal's webhook tells the shop about a capture the browser may never report (closed tab, lost
// answer). Its signature is checked by PayPal itself (verify-webhook-signature), so the shop needs
// no certificate handling; an event is trusted only with SUCCESS.

const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * True when PayPal confirms the event was sent by PayPal to this shop's webhook. False without a
 * configured webhook id, with a signature header missing, an unreadable body or FAILURE. A PayPal
 * outage throws PaymentProviderError ('timeout' or 'unavailable'): answer 5xx so PayPal sends again.
 */
export async function verifyPayPalWebhook(
  settings: PayPalSettings,
  headers: Headers,
  rawBody: string,
): Promise<boolean> {
  if (!settings.webhookId) return false;
  const signature: Record<string, string> = {};
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = headers.get(header);
    if (!value) return false;
    signature[field] = value;
  }
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return false;
  }
  const answer = await callPayPal(
    settings,
    {
      operation: 'verify webhook',
      method: 'POST',
      path: '/v1/notifications/verify-webhook-signature',
      body: { ...signature, webhook_id: settings.webhookId, webhook_event: event },
    },
    paypalDeadline(settings),
  );
  const verified =
    answer.status === 200 && verificationAnswer.safeParse(answer.body).data?.verification_status;
  if (verified !== 'SUCCESS') {
    logger.warn(
      { provider: 'paypal', status: answer.status, transmissionId: signature.transmission_id },
      'PayPal webhook signature not verified',
    );
    return false;
  }
  return true;
}

const verificationAnswer = z.object({ verification_status: z.string() });

/** What a PayPal webhook event says about a payment. */
export interface PayPalWebhookCapture {
  eventId: string;
  /** PAYMENT.CAPTURE.COMPLETED, CHECKOUT.ORDER.COMPLETED, PAYMENT.CAPTURE.DENIED… */
  type: string;
  orderNumber: string | null;
  paypalOrderId: string | null;
  capture: PayPalCapture | null;
}

const webhookEvent = z.object({ id: z.string(), event_type: z.string(), resource: z.unknown() });

const captureResource = paypalCaptureSchema.extend({
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

/**
 * Reads a webhook body (verify it first). PAYMENT.CAPTURE.* events carry the capture, with the shop's
 * order number in custom_id and the PayPal order in supplementary_data; CHECKOUT.ORDER.* events carry
 * the order. Other events come back with nulls; an unreadable body gives null.
 */
export function readPayPalWebhookEvent(rawBody: string): PayPalWebhookCapture | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const event = webhookEvent.safeParse(json);
  if (!event.success) return null;
  const base = { eventId: event.data.id, type: event.data.event_type };
  if (base.type.startsWith('PAYMENT.CAPTURE.')) {
    const capture = captureResource.safeParse(event.data.resource);
    if (!capture.success) return null;
    return {
      ...base,
      orderNumber: capture.data.custom_id ?? null,
      paypalOrderId: capture.data.supplementary_data?.related_ids?.order_id ?? null,
      capture: toPayPalCapture(capture.data),
    };
  }
  if (base.type.startsWith('CHECKOUT.ORDER.')) {
    const order = paypalOrderSchema.safeParse(event.data.resource);
    if (!order.success) return null;
    const state = toPayPalOrderState(order.data);
    return { ...base, orderNumber: state.orderNumber, paypalOrderId: state.id, capture: state.capture };
  }
  return { ...base, orderNumber: null, paypalOrderId: null, capture: null };
}
