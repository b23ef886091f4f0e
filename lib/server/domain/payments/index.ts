// The payments module's front door (docs/architecture.md#house-rules): payments: the providers
// (PayPal, Stripe, demo), the payment rows of each order, webhook events, refunds. It knows an
// order by its id only; paying an order is the order payment flow's, above orders. Other modules
// and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { DEMO_REFUSED, demoPaymentsAllowed } from './demo-payment';
export { paymentMethods } from './payment-methods';
export {
  capturePayPalOrder,
  createPayPalOrder,
  paypalSettings,
  readPayPalWebhookEvent,
  verifyPayPalWebhook,
  type PayPalSettings,
} from './paypal-api';
export {
  createPaymentIntent,
  readStripeWebhook,
  retrievePaymentIntent,
  stripeSettings,
  type StripeSettings,
} from './stripe-api';
export { PaymentProviderError, providerError } from './provider-error';
export {
  latestPaymentReference,
  orderIdOfPayment,
  recordPayment,
  type PaymentProvider,
  type VerifiedPayment,
} from './payment-records';
export { rememberWebhookEvent, webhookAnswer, webhookBody, webhookEventSeen, webhookRoute } from './webhooks';
export { refundPayment } from './refund-payment';
export { paymentsOfOrder } from './order-payments';
