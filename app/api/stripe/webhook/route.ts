import { handleStripeWebhook } from '@/lib/server/flows/order-payment';
import { webhookRoute } from '@/lib/server/domain/payments';

/** Stripe's webhook (not a storefront call): the raw body's signature verified, events deduplicated. */
export const POST = webhookRoute(handleStripeWebhook);
