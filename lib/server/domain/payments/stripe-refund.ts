import Stripe from 'stripe';
import { CallError, RefusedError, UnavailableError } from '@/lib/contract/errors';
import { logger } from '../../platform/logger';
import {
  refundCredentialsMessage,
  refundFailedMessage,
  refundKeyReusedMessage,
  refundRefusedMessage,
  refundUnavailableMessage,
} from './refund-messages';
import { stripeClient, type StripeSettings } from './stripe-api';

// Refunds through Stripe: POST /v1/refunds on the order's PaymentIntent, which is what the shop
// keeps as the payment reference (the orders' mark-paid step).

/** The metadata field that carries the shop's key of each refund, to find it again after Stripe forgot the key. */
const REFUND_KEY = 'refundKey';

/** More refunds than this on one payment do not happen in a shop; the list is read in one page. */
const LISTED_REFUNDS = 100;

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
  const client = stripeClient(settings);
  let refund: Stripe.Refund;
  try {
    const earlier = await earlierRefund(client, request);
    if (earlier) {
      logger.info({ provider: 'stripe', refundId: earlier.id }, 'Stripe refund already made under this key');
      if (earlier.amount !== request.amountCents) {
        throw new RefusedError(refundKeyReusedMessage('stripe', earlier.amount, earlier.id), {
          provider: 'stripe',
          issue: 'key_reused',
        });
      }
    }
    refund =
      earlier ??
      (await client.refunds.create(
        {
          payment_intent: request.paymentReference,
          amount: request.amountCents,
          reason: 'requested_by_customer',
          metadata: { orderNumber: request.orderNumber, [REFUND_KEY]: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      ));
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

/**
 * The refund already made under this key, if Stripe lists one on the payment. Stripe forgets an
 * idempotency key after 24 hours and would then refund again: a refund left pending longer (the
 * provider did not answer, and the operator retries days later) is found by the key in its
 * metadata instead.
 */
async function earlierRefund(client: Stripe, request: StripeRefundRequest): Promise<Stripe.Refund | null> {
  const listed = await client.refunds.list({
    payment_intent: request.paymentReference,
    limit: LISTED_REFUNDS,
  });
  return listed.data.find((refund) => refund.metadata?.[REFUND_KEY] === request.idempotencyKey) ?? null;
}

/** The code the Stripe SDK puts on the cause of a connection error when its timeout fired. */
const STRIPE_TIMEOUT_CODE = 'ETIMEDOUT';

/**
 * Stripe's errors in the operator's terms (as stripe-failure.ts does for the shopper): a refusal
 * of this refund is code 0 with the reason; Stripe away or slow is 503, to try again with the
 * same key; a refused secret key is code 0, as retrying cannot help.
 */
function stripeRefundFailure(error: unknown): Error {
  if (error instanceof CallError) return error;
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
