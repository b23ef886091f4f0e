import { logger } from '../../platform/logger';
import { centsToPayPalValue } from './paypal-amount';
import { callPayPal, paypalDeadline, paypalIssue, type PayPalAnswer } from './paypal-http';
import { paypalOrderSchema, toPayPalOrderState, type PayPalOrderState } from './paypal-order-state';
import type { PayPalSettings } from './paypal-settings';
import { providerError, type ProviderFailure } from './provider-error';

// PayPal Orders v2 for the payment step (/api/paypal/createOrder and /capturePayment,
// docs/product.md#payments). This module talks to PayPal only; whether an order is paid is decided
// by the payment step.

export { paypalSdkUrl, paypalSettings, type PayPalSettings } from './paypal-settings';
export type { PayPalOrderState } from './paypal-order-state';
export { forgetPayPalTokens } from './paypal-token';
export { readPayPalWebhookEvent, verifyPayPalWebhook } from './paypal-webhook';

/** PayPal limits a purchase unit's description to 127 characters. */
const DESCRIPTION_LIMIT = 127;

/**
 * Creates the PayPal order for one shop order, in USD (docs/product.md#currencies). The request id
 * makes a retry of the same order and amount answer the same PayPal order instead of creating
 * another.
 */
export async function createPayPalOrder(
  settings: PayPalSettings,
  order: { orderNumber: string; amountCents: number; description?: string },
  requestId: string,
): Promise<{ id: string; status: string }> {
  const answer = await callPayPal(
    settings,
    {
      operation: 'create order',
      method: 'POST',
      path: '/v2/checkout/orders',
      requestId,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.orderNumber,
            custom_id: order.orderNumber,
            invoice_id: order.orderNumber,
            ...(order.description ? { description: order.description.slice(0, DESCRIPTION_LIMIT) } : {}),
            amount: { currency_code: 'USD', value: centsToPayPalValue(order.amountCents) },
          },
        ],
      },
    },
    paypalDeadline(settings),
  );
  if (answer.status >= 400) throw refusal('create order', answer, 'rejected');
  const state = readOrder('create order', answer);
  return { id: state.id, status: state.status };
}

/**
 * Captures an approved PayPal order. The request id makes a retry after a timeout answer the first
 * capture instead of charging again; a capture already made under another id (ORDER_ALREADY_CAPTURED)
 * is reconciled by reading the order, so the caller always gets the capture to check.
 */
export async function capturePayPalOrder(
  settings: PayPalSettings,
  paypalOrderId: string,
  requestId: string,
): Promise<PayPalOrderState> {
  const deadline = paypalDeadline(settings);
  const answer = await callPayPal(
    settings,
    {
      operation: 'capture order',
      method: 'POST',
      path: `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
      requestId,
      body: {},
    },
    deadline,
  );
  if (answer.status === 422 && paypalIssue(answer.body) === 'ORDER_ALREADY_CAPTURED') {
    logger.info({ provider: 'paypal', paypalOrderId }, 'PayPal order already captured: reading it');
    return readPayPalOrder(settings, paypalOrderId, deadline);
  }
  // 422 is PayPal's "no" to this payment (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED…); 400/404 a bad request.
  if (answer.status === 422) throw refusal('capture order', answer, 'declined');
  if (answer.status >= 400) throw refusal('capture order', answer, 'rejected');
  return readOrder('capture order', answer);
}

/** Reads a PayPal order: its status, the shop's order number and its capture, if any. */
export async function getPayPalOrder(
  settings: PayPalSettings,
  paypalOrderId: string,
): Promise<PayPalOrderState> {
  return readPayPalOrder(settings, paypalOrderId, paypalDeadline(settings));
}

async function readPayPalOrder(
  settings: PayPalSettings,
  paypalOrderId: string,
  deadline: AbortSignal,
): Promise<PayPalOrderState> {
  const answer = await callPayPal(
    settings,
    {
      operation: 'read order',
      method: 'GET',
      path: `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`,
    },
    deadline,
  );
  if (answer.status >= 400) throw refusal('read order', answer, 'rejected');
  return readOrder('read order', answer);
}

function readOrder(operation: string, answer: PayPalAnswer): PayPalOrderState {
  const parsed = paypalOrderSchema.safeParse(answer.body);
  if (!parsed.success) {
    logger.error(
      { provider: 'paypal', operation, status: answer.status, problems: parsed.error.issues },
      'PayPal answered an order the shop cannot read',
    );
    throw providerError('paypal', 'unavailable', 'unreadable_answer');
  }
  return toPayPalOrderState(parsed.data);
}

function refusal(operation: string, answer: PayPalAnswer, failure: ProviderFailure) {
  const issue = paypalIssue(answer.body) ?? `http_${answer.status}`;
  logger.warn({ provider: 'paypal', operation, status: answer.status, issue }, 'PayPal refused the call');
  return providerError('paypal', failure, issue);
}
