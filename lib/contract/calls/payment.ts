import { z } from 'zod';
import { defineCall, noInput } from '../call';
import { ORDER_NUMBER } from '../formats';

// docs/product.md#payments: /api/paypal/createOrder, /capturePayment, /api/stripe/createOrder, plus
// what the /payment page needs around them: which providers are configured, and the demo provider
// (docs/operating.md#payments-setup, only outside production or with PAYMENTS_DEMO=1). Every
// provider ends in the same "mark paid" step, which checks the amount and currency against the
// order and moves it 0 → 1 once. Charges are USD (PayPal's currency is USD).

const orderNumber = z
  .string({ error: 'Name the order.' })
  .trim()
  .toUpperCase()
  .regex(ORDER_NUMBER, 'Name the order.');

export const paymentResultSchema = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  paid: z.boolean(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const paymentMethodsCall = defineCall({
  method: 'POST',
  path: '/api/payment/methods',
  tag: 'Payments',
  summary: 'The payment providers this shop has configured, with what the browser needs to show them.',
  description:
    'Only configured providers are listed; `demo` is true outside production or with PAYMENTS_DEMO=1.',
  input: noInput,
  output: z.object({
    paypal: z.object({ clientId: z.string(), currency: z.literal('USD'), sdkUrl: z.string() }).nullable(),
    stripe: z.object({ publishableKey: z.string() }).nullable(),
    demo: z.boolean(),
  }),
});

export const paypalCreateOrderCall = defineCall({
  method: 'POST',
  path: '/api/paypal/createOrder',
  tag: 'Payments',
  summary:
    'Creates the PayPal order (Orders v2, intent CAPTURE, USD) for an unpaid order; answers its id for the button.',
  description:
    'Sent with a PayPal-Request-Id made from the order and its amount, so a retry creates nothing new. Code 0 when the order is not unpaid or PayPal is not configured or unreachable.',
  access: 'signed-in',
  input: z.strictObject({ orderNumber }),
  output: z.object({ paypalOrderId: z.string() }),
});

export const paypalCapturePaymentCall = defineCall({
  method: 'POST',
  path: '/api/paypal/capturePayment',
  tag: 'Payments',
  summary:
    'Captures the approved PayPal order and marks the order paid when the captured amount and currency match.',
  description:
    'Idempotent: a second call, or one racing the webhook, finds the order paid. ORDER_ALREADY_CAPTURED is reconciled by reading the PayPal order. A timeout leaves the order unpaid with code 0; calling again completes it without a second charge.',
  access: 'signed-in',
  input: z.strictObject({
    orderNumber,
    paypalOrderId: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{5,40}$/, 'The PayPal order is not valid.'),
  }),
  output: paymentResultSchema,
});

export const stripeCreateOrderCall = defineCall({
  method: 'POST',
  path: '/api/stripe/createOrder',
  tag: 'Payments',
  summary:
    'Creates (or finds again) the Stripe PaymentIntent for an unpaid order, in USD cents; answers its client secret.',
  description:
    'Sent with an idempotency key made from the order and its amount. The order is marked paid by the Stripe webhook (payment_intent.succeeded), or by /api/stripe/confirm when the browser returns.',
  access: 'signed-in',
  input: z.strictObject({ orderNumber }),
  output: z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amountCents: z.number().int() }),
});

export const stripeConfirmCall = defineCall({
  method: 'POST',
  path: '/api/stripe/confirm',
  tag: 'Payments',
  summary:
    'Reads the order’s PaymentIntent from Stripe and marks the order paid if it succeeded (the page after the card form).',
  description: 'Same checks as the webhook; either may come first and the order is paid once.',
  access: 'signed-in',
  input: z.strictObject({ orderNumber }),
  output: paymentResultSchema,
});

export const demoPayCall = defineCall({
  method: 'POST',
  path: '/api/payment/demo',
  tag: 'Payments',
  summary: 'Pays an unpaid order with the demo provider: only outside production or with PAYMENTS_DEMO=1.',
  description:
    'Goes through the same mark-paid step as PayPal and Stripe. Code 0 where the demo provider is not allowed.',
  access: 'signed-in',
  input: z.strictObject({ orderNumber }),
  output: paymentResultSchema,
});
