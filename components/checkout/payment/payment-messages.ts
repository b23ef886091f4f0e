import { isApiError } from '@/lib/api';

// What the shopper reads when a payment provider's widget cannot be shown or does not go through.

export const PAYPAL_UNAVAILABLE =
  'The PayPal button could not load. Please reload the page or choose another way to pay.';
export const CARD_UNAVAILABLE =
  'The card form could not load. Please reload the page or choose another way to pay.';
export const PAYMENT_NOT_COMPLETED = 'The payment did not go through. Please try again.';

/** The shop's own words of a refusal (the order could not be placed, the capture failed), or the general one. */
export function paymentFailureText(error: unknown): string {
  return isApiError(error) && error.message ? error.message : PAYMENT_NOT_COMPLETED;
}
