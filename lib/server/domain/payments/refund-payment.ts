import { createHash } from 'node:crypto';
import { RefusedError } from '@/lib/contract/errors';
import { inSpan, shopCounter } from '@/lib/server/platform/telemetry';
import { demoPaymentsAllowed } from './demo-payment';
import type { PaymentProvider } from './payment-records';
import { paypalSettings } from './paypal-settings';
import { refundPayPalCapture } from './paypal-refund';
import { refundNotConfiguredMessage } from './refund-messages';
import { stripeSettings } from './stripe-api';
import { refundStripePayment } from './stripe-refund';

export interface PaymentRefund {
  provider: PaymentProvider;
  /** orders.payment_reference: the PayPal order id, the PaymentIntent id, or the demo's own. */
  paymentReference: string;
  /** US cents, at least 1; the caller has checked it is not more than what is left of the order. */
  amountCents: number;
  /**
   * One key per refund, sent to the provider (PayPal-Request-Id, Stripe's Idempotency-Key): the same
   * key again, after a timeout or from a second click, answers the first refund instead of paying twice.
   */
  idempotencyKey: string;
  orderNumber: string;
}

export const DEMO_REFUND_REFUSED =
  'The demo payment provider is not available in this shop: refund to the wallet instead.';

/** A short, stable digest of the key: the same refund always gets the same reference and invoice id. */
function digestOf(key: string, length: number): string {
  return createHash('sha256').update(key).digest('hex').slice(0, length);
}

/** PayPal takes a PayPal-Request-Id of at most 108 characters, Stripe a key of at most 255. */
const KEY_LIMITS = { paypal: 108, stripe: 255 } as const;

/** The key as the provider takes it: a longer one becomes its digest (still one key per refund). */
function providerKey(key: string, provider: keyof typeof KEY_LIMITS): string {
  return key.length <= KEY_LIMITS[provider] ? key : `oculo-refund-${digestOf(key, 64)}`;
}

/**
 * Gives money back through the provider that took it (docs/product.md#after-sales) and answers the
 * provider's refund id. Idempotent by `idempotencyKey`. A refusal by the provider (already refunded,
 * more than is left, too old) is a RefusedError with the provider's reason; the provider away or
 * slow is an UnavailableError (503): the refund may have been made, so the caller tries again with
 * the SAME key. Money moves here only; recording the refund on the order is the caller's.
 */
export function refundPayment(refund: PaymentRefund): Promise<{ providerReference: string }> {
  return inSpan('refund', { 'oculo.provider': refund.provider, 'oculo.order': refund.orderNumber }, () =>
    refundThroughProvider(refund).catch((error: unknown) => {
      refundFailures.add({ provider: refund.provider });
      throw error;
    }),
  );
}

/** Refunds that did not go through: refused by the shop or the provider, or the provider away. */
const refundFailures = shopCounter('oculo_refund_failures_total', 'Refunds that did not go through', [
  'provider',
]);

async function refundThroughProvider(refund: PaymentRefund): Promise<{ providerReference: string }> {
  if (!Number.isSafeInteger(refund.amountCents) || refund.amountCents < 1) {
    throw new RefusedError('A refund must be a whole number of cents, at least one.');
  }
  if (!refund.idempotencyKey.trim()) throw new RefusedError('A refund needs its idempotency key.');
  switch (refund.provider) {
    case 'demo': {
      if (!demoPaymentsAllowed()) throw new RefusedError(DEMO_REFUND_REFUSED);
      return { providerReference: `demo-refund-${digestOf(refund.idempotencyKey, 12)}` };
    }
    case 'paypal': {
      const settings = paypalSettings();
      if (!settings) throw new RefusedError(refundNotConfiguredMessage('paypal'));
      const made = await refundPayPalCapture(settings, {
        paymentReference: refund.paymentReference,
        amountCents: refund.amountCents,
        requestId: providerKey(refund.idempotencyKey, 'paypal'),
        // PayPal refuses an invoice id used by an earlier refund; the key's digest keeps it stable on a retry
        invoiceId: `${refund.orderNumber}-refund-${digestOf(refund.idempotencyKey, 10)}`,
        noteToPayer: `Refund for Oculo order ${refund.orderNumber}`,
      });
      return { providerReference: made.providerReference };
    }
    case 'stripe': {
      const settings = stripeSettings();
      if (!settings) throw new RefusedError(refundNotConfiguredMessage('stripe'));
      const made = await refundStripePayment(settings, {
        paymentReference: refund.paymentReference,
        amountCents: refund.amountCents,
        idempotencyKey: providerKey(refund.idempotencyKey, 'stripe'),
        orderNumber: refund.orderNumber,
      });
      return { providerReference: made.providerReference };
    }
    default:
      // orders.payment_provider is text: anything else was never a payment the shop can refund
      throw new RefusedError(
        `This order was not paid through PayPal, Stripe or the demo provider (${String(refund.provider)}): refund to the wallet instead.`,
      );
  }
}
