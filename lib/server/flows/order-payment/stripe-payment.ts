import { storeSettingsNow } from '@/lib/server/domain/store-settings';
import type { PaymentResult } from '@/lib/contract/calls/payment';
import { RefusedError } from '@/lib/contract/errors';
import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import {
  createPaymentIntent,
  latestPaymentReference,
  providerError,
  recordPayment,
  retrievePaymentIntent,
  stripeSettings,
  type StripeSettings,
} from '@/lib/server/domain/payments';
import { callersOrder, refusingProviderFailures, unpaidOrder } from './payable-order';
import { paymentResultOf, settleOrder } from './settle';

type Context = Pick<CallContext, 'bearerToken'>;

function configured(): StripeSettings {
  const settings = stripeSettings();
  if (!settings) throw new RefusedError(providerError('stripe', 'not-configured').message);
  return settings;
}

/**
 * POST /api/stripe/createOrder: a PaymentIntent for the order's total in USD cents. The idempotency
 * key is the order and its amount, so a second call answers the same intent.
 */
export async function createStripePayment(input: { orderNumber: string }, context: Context) {
  const settings = configured();
  const order = await unpaidOrder(input.orderNumber, context);
  const intent = await refusingProviderFailures(() =>
    createPaymentIntent(
      settings,
      {
        orderNumber: order.number,
        amountCents: order.totalCents,
        description: `${storeSettingsNow().settings.shopName} order ${order.number}`,
        email: order.email,
      },
      `oculo-intent-${order.number}-${order.totalCents}`,
    ),
  );
  if (!intent.clientSecret) throw new RefusedError(providerError('stripe', 'rejected').message);
  const db = await database();
  await recordPayment(
    db,
    order.id,
    { provider: 'stripe', reference: intent.id, amountCents: order.totalCents, currency: 'USD' },
    'created',
  );
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amountCents: order.totalCents };
}

/**
 * POST /api/stripe/confirm: when the browser comes back from the card form, the intent is read
 * from Stripe and the order marked paid if it succeeded (the webhook may have done it already).
 */
export async function confirmStripePayment(
  input: { orderNumber: string },
  context: Context,
): Promise<PaymentResult> {
  const settings = configured();
  const order = await callersOrder(input.orderNumber, context);
  if (order.paidAt) return paymentResultOf(order);
  const reference = await latestPaymentReference(order.id, 'stripe');
  if (reference === null) return paymentResultOf(order);
  const intent = await refusingProviderFailures(() => retrievePaymentIntent(settings, reference));
  if (intent.status !== 'succeeded') return paymentResultOf(order);
  return settleOrder(order, {
    provider: 'stripe',
    reference: intent.id,
    amountCents: intent.amountCents,
    currency: intent.currency,
  });
}
