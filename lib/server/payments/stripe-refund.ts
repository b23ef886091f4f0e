import Stripe from 'stripe';
import { RefusedError, UnavailableError } from '@/lib/contract/errors';
import { logger } from '../logger';
import {
  refundCredentialsMessage,
  refundFailedMessage,
  refundRefusedMessage,
  refundUnavailableMessage,
} from './refund-messages';
import { stripeClient, type StripeSettings } from './stripe-api';

// Refunds through Stripe (issue 20 point 3): POST /v1/refunds on the order's PaymentIntent, which is
// what the shop keeps as the payment reference (mark-paid.ts).

export interface StripeRefundRequest {
  /** orders.payment_reference: the PaymentIntent id. */
  paymentReference: string;
  amountCents: number;
  /** The same key on a retry answers the first refund (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  orderNumber: string;
}

/** Statuses where Stripe has not taken the refund; pending and requires_action end in the money. */
const NOT_MADE = new Set(['failed', 'canceled']);

export async function refundStripePayment(
  settings: StripeSettings,
  request: StripeRefundRequest,
): Promise<{ providerReference: string; status: string }> {
  let refund: Stripe.Refund;
  try {
    refund = await stripeClient(settings).refunds.create(
      {
        payment_intent: request.paymentReference,
        amount: request.amountCents,
        reason: 'requested_by_customer',
        metadata: { orderNumber: request.orderNumber },
      },
      { idempotencyKey: request.idempotencyKey },
    );
  } catch (error) {
    throw stripeRefundFailure(error);
  }
  const status = refund.status ?? 'unknown';
  if (NOT_MADE.has(status)) {
    logger.warn({ provider: 'stripe', refundId: refund.id, status }, 'Stripe did not make the refund');
    throw new RefusedError(refundFailedMessage('stripe', status), { provider: 'stripe', issue: status });
  }
  logger.info({ provider: 'stripe', refundId: refund.id, status }, 'Stripe refund made');
  return { providerReference: refund.id, status };
}

/** The code the Stripe SDK puts on the cause of a connection error when its timeout fired. */
const STRIPE_TIMEOUT_CODE = 'ETIMEDOUT';

/**
 * Stripe's errors in the operator's terms (as stripe-failure.ts does for the shopper): a refusal
 * of this refund is code 0 with the reason; Stripe away or slow is 503, to try again with the
 * same key; a refused secret key is code 0, as retrying cannot help.
 */
function stripeRefundFailure(error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError)) {
    logger.error({ provider: 'stripe', operation: 'refund', err: error }, 'Stripe refund failed');
    return new UnavailableError(refundUnavailableMessage('stripe', 'unavailable'));
  }
  const context = {
    provider: 'stripe',
    operation: 'refund',
    type: error.type,
    code: error.code,
    status: error.statusCode,
    requestId: error.requestId,
  };
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut = (error.detail as { code?: string } | undefined)?.code === STRIPE_TIMEOUT_CODE;
    logger.warn(context, timedOut ? 'Stripe did not answer in time' : 'Stripe is unreachable');
    return new UnavailableError(refundUnavailableMessage('stripe', timedOut ? 'timeout' : 'unavailable'));
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    logger.error(context, 'Stripe refused the secret key');
    return new RefusedError(refundCredentialsMessage('stripe'), {
      provider: 'stripe',
      issue: error.code ?? error.type,
    });
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeIdempotencyError ||
    error instanceof Stripe.errors.StripeCardError
  ) {
    const issue = error.code ?? error.rawType ?? error.type;
    logger.warn(context, 'Stripe refused the refund');
    return new RefusedError(refundRefusedMessage('stripe', issue, error.message), {
      provider: 'stripe',
      issue,
    });
  }
  // StripeAPIError (5xx), rate limits and anything newer: Stripe could not serve us now.
  logger.warn(context, 'Stripe could not take the refund');
  return new UnavailableError(refundUnavailableMessage('stripe', 'unavailable'));
}
