import { shopCounter } from '@/lib/server/platform/telemetry';

/**
 * How a call to a payment provider failed, in the terms the payment step decides on:
 * - `timeout`: no answer in time; the charge may or may not have happened, so the same call is
 *   repeated with the same request id or idempotency key, never a new one;
 * - `unavailable`: the provider is down or refused our credentials after a fresh token (5xx, network);
 * - `declined`: the provider looked at the payment and said no (card declined, instrument declined);
 * - `rejected`: the request itself was refused (bad signature, unknown order, key reused differently);
 * - `not-configured`: the shop has no working credentials for this provider.
 */
export type ProviderFailure = 'timeout' | 'unavailable' | 'declined' | 'rejected' | 'not-configured';

export type PaymentProvider = 'paypal' | 'stripe';

/**
 * Failed calls to a provider, payments and refunds alike, by provider and failure
 * (docs/operating.md#metrics): `unavailable` and `timeout` are the ones an operator acts on.
 */
const providerFailures = shopCounter(
  'oculo_payment_provider_failures_total',
  'Calls to a payment provider that failed, payments and refunds',
  ['provider', 'failure'],
);

export class PaymentProviderError extends Error {
  /** `message` is a sentence a shopper can read; `issue` is the provider's own code, for the log. */
  constructor(
    readonly provider: PaymentProvider,
    readonly failure: ProviderFailure,
    message: string,
    readonly issue?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
    // made only where a provider's call failed: counting here counts each failure once
    providerFailures.add({ provider, failure });
  }
}

const PROVIDER_NAMES: Record<PaymentProvider, string> = {
  paypal: 'PayPal',
  stripe: 'The card payment service',
};

/** The sentence a shopper reads for each failure; the order stays unpaid in every case. */
export function providerFailureMessage(provider: PaymentProvider, failure: ProviderFailure): string {
  const name = PROVIDER_NAMES[provider];
  switch (failure) {
    case 'timeout':
      return `${name} did not answer in time. Your order is not paid yet; please try again.`;
    case 'unavailable':
      return `${name} is not reachable right now. Your order is not paid yet; please try again in a few minutes.`;
    case 'declined':
      return provider === 'paypal'
        ? 'PayPal declined this payment. Your order is not paid yet; please choose another funding source in PayPal or another way to pay.'
        : 'Your card was declined. Your order is not paid yet; please try another card.';
    case 'rejected':
      return `${name} refused this payment request. Your order is not paid yet; please try again or contact us.`;
    case 'not-configured':
      return `Payments through ${provider === 'paypal' ? 'PayPal' : 'card'} are not available right now. Your order is not paid yet; please choose another way to pay.`;
  }
}

/** A PaymentProviderError with the standard sentence for its failure. */
export function providerError(
  provider: PaymentProvider,
  failure: ProviderFailure,
  issue?: string,
): PaymentProviderError {
  return new PaymentProviderError(provider, failure, providerFailureMessage(provider, failure), issue);
}
