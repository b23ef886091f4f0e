import { handleStripeWebhook } from '@/lib/server/order-payment';
import { webhookRoute } from '@/lib/server/payments';

/** Stripe's webhook (not a storefront call): the raw body's signature verified, events deduplicated. */
export const POST = webhookRoute(handleStripeWebhook);
