// The order payment flow (docs/architecture.md#layers): every call that pays an order (PayPal,
// card, demo) and the providers' webhooks. It finds the caller's order in orders, talks to the
// provider through payments and settles the order with orders' mark-paid step, so payments, below
// orders, knows an order by its id only.
import 'server-only';

export { payWithDemo } from './demo-payment';
export { capturePayPalPayment, createPayPalPayment } from './paypal-payment';
export { confirmStripePayment, createStripePayment } from './stripe-payment';
export { handlePayPalWebhook, handleStripeWebhook } from './webhooks';
