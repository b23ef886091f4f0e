import Stripe from 'stripe';
import { logger } from '../../platform/logger';
import { PaymentProviderError, providerError, providerFailureMessage } from './provider-error';

/** The code the Stripe SDK puts on the cause of a connection error when its timeout fired. */
const STRIPE_TIMEOUT_CODE = 'ETIMEDOUT';

/**
 * Stripe's errors in the payment step's terms. A card decline keeps Stripe's own message, which
 * Stripe writes for the cardholder ("Your card has insufficient funds."); anything else gets ours.
 */
export function stripeFailure(error: unknown, operation: string): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (!(error instanceof Stripe.errors.StripeError)) {
    logger.error({ provider: 'stripe', operation, err: error }, 'Stripe call failed');
    return providerError('stripe', 'unavailable', 'unknown');
  }
  const context = {
    provider: 'stripe',
    operation,
    type: error.type,
    code: error.code,
    status: error.statusCode,
    requestId: error.requestId,
  };
  if (error instanceof Stripe.errors.StripeCardError) {
    logger.info({ ...context, declineCode: error.decline_code }, 'Stripe declined the card');
    const issue = error.decline_code ?? error.code ?? 'card_declined';
    return new PaymentProviderError('stripe', 'declined', declineMessage(error.message), issue);
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut = (error.detail as { code?: string } | undefined)?.code === STRIPE_TIMEOUT_CODE;
    logger.warn(context, timedOut ? 'Stripe did not answer in time' : 'Stripe is unreachable');
    return providerError('stripe', timedOut ? 'timeout' : 'unavailable', timedOut ? 'timeout' : 'network');
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    // A wrong or revoked secret key: retrying cannot help, the configuration must change.
    logger.error(context, 'Stripe refused the secret key');
    return providerError('stripe', 'not-configured', error.code ?? error.rawType ?? error.type);
  }
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeIdempotencyError
  ) {
    logger.warn(context, 'Stripe refused the request');
    return providerError('stripe', 'rejected', error.code ?? error.rawType ?? error.type);
  }
  // StripeAPIError (5xx), rate limits and anything newer: Stripe could not serve us now.
  logger.warn(context, 'Stripe could not serve the call');
  return providerError('stripe', 'unavailable', error.code ?? error.rawType ?? error.type);
}

function declineMessage(stripeMessage: string | undefined): string {
  const sentence = stripeMessage?.trim();
  if (!sentence) return providerFailureMessage('stripe', 'declined');
  return `${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`} Your order is not paid yet; please try another card.`;
}
