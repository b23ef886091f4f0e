import { z } from 'zod';
import { CallError, RefusedError, UnavailableError } from '@/lib/contract/errors';
import { logger } from '../logger';
import { centsToPayPalValue } from './paypal-amount';
import { callPayPal, paypalDeadline, paypalIssue, type PayPalAnswer } from './paypal-http';
import { paypalOrderSchema, toPayPalOrderState } from './paypal-order-state';
import type { PayPalSettings } from './paypal-settings';
import { PaymentProviderError } from './provider-error';
import {
  refundCredentialsMessage,
  refundFailedMessage,
  refundRefusedMessage,
  refundUnavailableMessage,
} from './refund-messages';

// Refunds through PayPal Payments v2 (issue 20 point 3): POST /v2/payments/captures/{id}/refund.
// The shop keeps the PayPal ORDER id as the payment reference (mark-paid.ts); the refund is made
// on that order's capture, read from the order first.

export interface PayPalRefundRequest {
  /** orders.payment_reference: the PayPal order id (or, from an old webhook, the capture id). */
  paymentReference: string;
  amountCents: number;
  /** The same key on a retry answers the first refund: PayPal's PayPal-Request-Id. */
  requestId: string;
  /** Unique per refund (PayPal refuses a reused one with DUPLICATE_INVOICE_ID). */
  invoiceId: string;
  noteToPayer: string;
}

const refundAnswer = z.object({ id: z.string(), status: z.string() });

/** Statuses where PayPal has taken the refund: PENDING means the money follows later. */
const TAKEN = new Set(['COMPLETED', 'PENDING']);

export async function refundPayPalCapture(
  settings: PayPalSettings,
  request: PayPalRefundRequest,
): Promise<{ providerReference: string; status: string }> {
  try {
    // one deadline for the whole refund: reading the order and the refund itself
    const deadline = paypalDeadline(settings);
    const captureId = await captureIdOf(settings, request.paymentReference, deadline);
    const answer = await callPayPal(
      settings,
      {
        operation: 'refund capture',
        method: 'POST',
        path: `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        requestId: request.requestId,
        body: {
          amount: { currency_code: 'USD', value: centsToPayPalValue(request.amountCents) },
          invoice_id: request.invoiceId,
          note_to_payer: request.noteToPayer,
        },
      },
      deadline,
    );
    if (answer.status >= 400) throw refused('refund capture', answer);
    const parsed = refundAnswer.safeParse(answer.body);
    if (!parsed.success) {
      // PayPal answered 2xx, so the refund is probably made: the same request id will read it back
      logger.error(
        { provider: 'paypal', captureId, status: answer.status, problems: parsed.error.issues },
        'PayPal answered a refund the shop cannot read',
      );
      throw new UnavailableError(refundUnavailableMessage('paypal', 'unavailable'));
    }
    const refund = parsed.data;
    if (!TAKEN.has(refund.status)) {
      logger.warn({ provider: 'paypal', captureId, refund }, 'PayPal did not make the refund');
      throw new RefusedError(refundFailedMessage('paypal', refund.status), {
        provider: 'paypal',
        issue: refund.status,
      });
    }
    logger.info(
      { provider: 'paypal', captureId, refundId: refund.id, status: refund.status },
      'PayPal refund made',
    );
    return { providerReference: refund.id, status: refund.status };
  } catch (error) {
    throw refundFailure(error);
  }
}

/**
 * The capture to refund. A reference PayPal does not know as an order is taken as a capture id: a
 * webhook without the order id records the capture (webhooks.ts), and the refund call then says
 * whether PayPal knows it.
 */
async function captureIdOf(
  settings: PayPalSettings,
  reference: string,
  deadline: AbortSignal,
): Promise<string> {
  const answer = await callPayPal(
    settings,
    {
      operation: 'read order for refund',
      method: 'GET',
      path: `/v2/checkout/orders/${encodeURIComponent(reference)}`,
    },
    deadline,
  );
  if (answer.status === 404) return reference;
  if (answer.status >= 400) throw refused('read order for refund', answer);
  const parsed = paypalOrderSchema.safeParse(answer.body);
  if (!parsed.success) {
    logger.error(
      { provider: 'paypal', reference, problems: parsed.error.issues },
      'PayPal answered an order the shop cannot read',
    );
    throw new UnavailableError(refundUnavailableMessage('paypal', 'unavailable'));
  }
  const order = toPayPalOrderState(parsed.data);
  if (!order.capture) {
    throw new RefusedError(
      `PayPal holds no captured payment for this order (PayPal order ${order.id} is ${order.status}), so there is nothing to refund there. Refund to the wallet instead.`,
      { provider: 'paypal', issue: order.status },
    );
  }
  return order.capture.id;
}

function refused(operation: string, answer: PayPalAnswer): RefusedError {
  const issue = paypalIssue(answer.body) ?? `http_${answer.status}`;
  logger.warn({ provider: 'paypal', operation, status: answer.status, issue }, 'PayPal refused the refund');
  return new RefusedError(refundRefusedMessage('paypal', issue), { provider: 'paypal', issue });
}

/** callPayPal's typed failures in the operator's terms: away is 503 (try again), bad credentials code 0. */
function refundFailure(error: unknown): unknown {
  if (error instanceof CallError) return error;
  if (error instanceof PaymentProviderError) {
    if (error.failure === 'not-configured') {
      return new RefusedError(refundCredentialsMessage('paypal'), { provider: 'paypal', issue: error.issue });
    }
    return new UnavailableError(
      refundUnavailableMessage('paypal', error.failure === 'timeout' ? 'timeout' : 'unavailable'),
    );
  }
  return error;
}
