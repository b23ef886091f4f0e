import { demoPaymentsAllowed } from './demo-payment';
import { paypalSdkUrl, paypalSettings } from './paypal-api';
import { stripeSettings } from './stripe-api';

/**
 * POST /api/payment/methods: what the /payment page shows. Only configured providers are listed;
 * the card form needs the publishable key of the same mode (test or live) as the secret key.
 */
export function paymentMethods() {
  const paypal = paypalSettings();
  const stripe = stripeSettings();
  const live = stripe?.secretKey.startsWith('sk_live_') ?? false;
  const publishableKey = live
    ? process.env.NEXT_PUBLIC_STRIPE_PK_LIVE
    : process.env.NEXT_PUBLIC_STRIPE_PK_TEST;
  return {
    paypal: paypal
      ? { clientId: paypal.clientId, currency: 'USD' as const, sdkUrl: paypalSdkUrl(paypal) }
      : null,
    stripe: stripe && publishableKey ? { publishableKey } : null,
    demo: demoPaymentsAllowed(),
  };
}
