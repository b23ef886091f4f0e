import { handlePayPalWebhook } from '@/lib/server/order-payment';
import { webhookRoute } from '@/lib/server/payments';

/** PayPal's webhook (not a storefront call): verified, deduplicated, then the mark-paid step. */
export const POST = webhookRoute(handlePayPalWebhook);
