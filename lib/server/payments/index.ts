// The payments module's front door (docs/architecture.md#house-rules): payments: PayPal, Stripe,
// demo, webhooks, the mark-paid step. Other modules and app/ import only from here; its tables and
// inner files are its own.
import 'server-only';

export { payWithDemo } from './demo-payment';
export { paymentMethods } from './payment-methods';
export { capturePayPalPayment, createPayPalPayment } from './paypal-payment';
export { confirmStripePayment, createStripePayment } from './stripe-payment';
export { handlePayPalWebhook, handleStripeWebhook, webhookRoute } from './webhooks';
export { refundPayment } from './refund-payment';
export { paymentsOfOrder } from './order-payments';
