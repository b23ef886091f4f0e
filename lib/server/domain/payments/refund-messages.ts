// What an operator reads when a refund through PayPal or Stripe does not go through. Each sentence
// says what happened and what to do next, and names the provider's own code so the same case can be
// found in the provider's dashboard or support.

export type RefundProvider = 'paypal' | 'stripe';

const NAMES: Readonly<Record<RefundProvider, string>> = { paypal: 'PayPal', stripe: 'Stripe' };

/** PayPal's 422 issues for POST /v2/payments/captures/{id}/refund, in the operator's words. */
const PAYPAL_REASONS: Readonly<Record<string, string>> = {
  REFUND_AMOUNT_EXCEEDED:
    'it is more than what is left to refund of this payment. Check what was already refunded, in PayPal too',
  CAPTURE_FULLY_REFUNDED: 'this payment has already been refunded in full',
  REFUND_TIME_LIMIT_EXCEEDED:
    'the payment is too old to be refunded through PayPal. Refund to the wallet instead',
  MAX_NUMBER_OF_REFUNDS_EXCEEDED:
    'this payment has had as many refunds as PayPal allows. Refund to the wallet instead',
  PARTIAL_REFUND_NOT_ALLOWED: 'this payment can only be refunded in full',
  REFUND_FAILED_INSUFFICIENT_FUNDS:
    "the shop's PayPal balance cannot cover it. Add funds in PayPal, or refund to the wallet",
  INSUFFICIENT_FUNDS:
    "the shop's PayPal balance cannot cover it. Add funds in PayPal, or refund to the wallet",
  PENDING_CAPTURE: 'the payment itself is still pending at PayPal. Try again once it has cleared',
  TRANSACTION_DISPUTED:
    "the shopper opened a case on this payment. Settle it in PayPal's Resolution Center first",
  REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK:
    "the shopper's bank charged this payment back. Settle it in PayPal's Resolution Center first",
  REFUND_NOT_ALLOWED: 'PayPal does not allow a refund of this payment. Refund to the wallet instead',
  DUPLICATE_INVOICE_ID:
    'a refund with the same invoice number was already made. Check the payment in PayPal before trying again',
  REFUND_CAPTURE_CURRENCY_MISMATCH: 'the payment was not taken in US dollars. Refund it in PayPal itself',
  PAYEE_ACCOUNT_LOCKED_OR_CLOSED: "the shop's PayPal account is locked or closed",
  PAYEE_ACCOUNT_RESTRICTED: "the shop's PayPal account is restricted",
  PAYER_ACCOUNT_LOCKED_OR_CLOSED:
    "the shopper's PayPal account is locked or closed. Refund to the wallet instead",
  INVALID_RESOURCE_ID: 'PayPal does not know this payment. Check the payment reference in PayPal',
};

/** Stripe's error codes for POST /v1/refunds, in the operator's words. */
const STRIPE_REASONS: Readonly<Record<string, string>> = {
  charge_already_refunded: 'this payment has already been refunded in full',
  amount_too_large:
    'it is more than what is left to refund of this payment. Check what was already refunded, in Stripe too',
  charge_disputed:
    "the shopper disputed this payment with their bank. Answer the dispute in Stripe's dashboard",
  charge_not_refundable: 'Stripe holds no completed payment to refund for this order',
  resource_missing: 'Stripe does not know this payment. Check the payment reference in Stripe',
  idempotency_error:
    'this refund was already sent to Stripe with other details. Check the payment in Stripe before trying again',
  insufficient_funds:
    "the shop's Stripe balance cannot cover it. Add funds in Stripe, or refund to the wallet",
  balance_insufficient:
    "the shop's Stripe balance cannot cover it. Add funds in Stripe, or refund to the wallet",
};

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The sentence for a refund the provider looked at and refused. An issue the table does not know
 * keeps the provider's own explanation when there is one (written for developers, but an operator
 * can still pass it on to support).
 */
export function refundRefusedMessage(
  provider: RefundProvider,
  issue: string,
  providerMessage?: string,
): string {
  const name = NAMES[provider];
  const known = (provider === 'paypal' ? PAYPAL_REASONS : STRIPE_REASONS)[issue];
  if (known) return sentence(`${name} refused the refund (${issue}): ${known}`);
  const said = providerMessage?.trim() ? ` ${sentence(providerMessage)}` : '';
  return `${name} refused the refund (${issue}).${said} Check the payment in ${name}, or refund to the wallet instead.`;
}

/** A refund the provider accepted and then reported as failed or cancelled. */
export function refundFailedMessage(provider: RefundProvider, status: string): string {
  const name = NAMES[provider];
  return `${name} did not make the refund (status ${status}). Check the payment in ${name}, or refund to the wallet instead.`;
}

/**
 * The provider could not be asked (no answer in time, a server fault, unreachable). Whether the
 * refund was made is not known, so the advice is the same refund again: the idempotency key sent
 * with it makes the provider answer the first refund instead of paying twice.
 */
export function refundUnavailableMessage(
  provider: RefundProvider,
  failure: 'timeout' | 'unavailable',
): string {
  const name = NAMES[provider];
  const what =
    failure === 'timeout' ? `${name} did not answer in time` : `${name} could not take the refund right now`;
  return `${what}. Try the same refund again in a few minutes: ${name} will not pay it twice.`;
}

/**
 * The key of this refund was used before for another amount: a mistake of the caller's, refused
 * rather than answered with a refund that is not the one asked for.
 */
export function refundKeyReusedMessage(
  provider: RefundProvider,
  earlierCents: number,
  refundId: string,
): string {
  const name = NAMES[provider];
  return `A refund of $${(earlierCents / 100).toFixed(2)} was already made under this refund's key (${name} refund ${refundId}), not the amount asked now. Check the payment in ${name} before trying again.`;
}

export function refundNotConfiguredMessage(provider: RefundProvider): string {
  return `${NAMES[provider]} is not configured on this shop: refund to the wallet instead.`;
}

/** The shop's credentials were refused: retrying cannot help until an owner fixes the configuration. */
export function refundCredentialsMessage(provider: RefundProvider): string {
  const name = NAMES[provider];
  const setting = provider === 'paypal' ? 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET' : 'STRIPE_SECRET_KEY';
  return `${name} refused the shop's credentials, so no refund was made. An owner must check ${setting}; meanwhile refund to the wallet.`;
}
