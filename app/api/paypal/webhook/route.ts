import { handlePayPalWebhook } from '@/lib/server/flows/order-payment';
import { webhookRoute } from '@/lib/server/domain/payments';

/** PayPal's webhook (not a storefront call): verified, deduplicated, then the mark-paid step. */
export const POST = webhookRoute(handlePayPalWebhook);
