import { z } from 'zod';
import { CallError, RefusedError, UnavailableError } from '@/lib/contract/errors';
import { logger } from '../../platform/logger';
import { centsToPayPalValue, payPalValueToCents } from './paypal-amount';
import { callPayPal, paypalDeadline, paypalIssue, type PayPalAnswer } from './paypal-http';
import { paypalOrderSchema, toPayPalOrderState } from './paypal-order-state';
import type { PayPalSettings } from './paypal-settings';
import { PaymentProviderError } from './provider-error';
import {
  refundCredentialsMessage,
  refundFailedMessage,
  refundKeyReusedMessage,
  refundRefusedMessage,
  refundUnavailableMessage,
} from './refund-messages';

// Refunds through PayPal Payments v2: POST /v2/payments/captures/{id}/refund. The shop keeps the
// PayPal ORDER id as the payment reference (the orders' mark-paid step); the refund is made on that order's
// capture, read from the order first.

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

/** The refunds PayPal lists on a captured order (purchase_units[].payments.refunds). */
const orderRefunds = z.object({
  purchase_units: z
    .array(
      z.object({
        payments: z
          .object({
            refunds: z
              .array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  invoice_id: z.string().optional(),
                  amount: z.object({ value: z.string() }).optional(),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

type PayPalRefund = z.infer<typeof refundAnswer>;

/** A refund PayPal lists on the order, with what it gave back (null when PayPal did not say). */
type ListedRefund = PayPalRefund & { cents: number | null };

/** Statuses where PayPal has taken the refund: PENDING means the money follows later. */
const TAKEN = new Set(['COMPLETED', 'PENDING']);

export async function refundPayPalCapture(
  settings: PayPalSettings,
  request: PayPalRefundRequest,
): Promise<{ providerReference: string; status: string }> {
  try {
    // one deadline for the whole refund: reading the order and the refund itself
    const deadline = paypalDeadline(settings);
    const { captureId, earlier } = await paymentOf(settings, request, deadline);
    if (earlier) {
      logger.info(
        { provider: 'paypal', captureId, refund: earlier },
        'PayPal refund already made under this key',
      );
      if (earlier.cents !== null && earlier.cents !== request.amountCents) {
        throw new RefusedError(refundKeyReusedMessage('paypal', earlier.cents, earlier.id), {
          provider: 'paypal',
          issue: 'key_reused',
        });
      }
      return answered(captureId, earlier);
    }
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
    logger.info({ provider: 'paypal', captureId, refund: parsed.data }, 'PayPal answered the refund');
    return answered(captureId, parsed.data);
  } catch (error) {
    throw refundFailure(error);
  }
}

function answered(captureId: string, refund: PayPalRefund): { providerReference: string; status: string } {
  if (!TAKEN.has(refund.status)) {
    logger.warn({ provider: 'paypal', captureId, refund }, 'PayPal did not make the refund');
    throw new RefusedError(refundFailedMessage('paypal', refund.status), {
      provider: 'paypal',
      issue: refund.status,
    });
  }
  return { providerReference: refund.id, status: refund.status };
}

/**
 * The capture to refund, and the refund already made under this key if PayPal lists one. PayPal
 * forgets a PayPal-Request-Id after a while; the invoice id, made from the same key, is how a
 * refund retried later (one left pending for days) is still found instead of refused as
 * DUPLICATE_INVOICE_ID or, worse, made twice. A reference PayPal does not know as an order is
 * taken as a capture id: a webhook without the order id records the capture (webhooks.ts), and
 * the refund call then says whether PayPal knows it.
 */
async function paymentOf(
  settings: PayPalSettings,
  request: PayPalRefundRequest,
  deadline: AbortSignal,
): Promise<{ captureId: string; earlier: ListedRefund | null }> {
  const reference = request.paymentReference;
  const answer = await callPayPal(
    settings,
    {
      operation: 'read order for refund',
      method: 'GET',
      path: `/v2/checkout/orders/${encodeURIComponent(reference)}`,
    },
    deadline,
  );
  if (answer.status === 404) return { captureId: reference, earlier: null };
  if (answer.status >= 400) throw refused('read order for refund', answer);
  const parsed = paypalOrderSchema.safeParse(answer.body);
  const listed = orderRefunds.safeParse(answer.body);
  if (!parsed.success || !listed.success) {
    logger.error(
      { provider: 'paypal', reference, problems: (parsed.error ?? listed.error)?.issues },
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
  const refunds = (listed.data.purchase_units ?? []).flatMap((unit) => unit.payments?.refunds ?? []);
  const earlier = refunds.find((refund) => refund.invoice_id === request.invoiceId);
  return {
    captureId: order.capture.id,
    earlier: earlier
      ? {
          id: earlier.id,
          status: earlier.status,
          cents: earlier.amount ? payPalValueToCents(earlier.amount.value) : null,
        }
      : null,
  };
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
