import { storeSettingsNow } from '@/lib/server/domain/store-settings';
import type { PaymentResult } from '@/lib/contract/calls/payment';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { CallContext } from '@/lib/server/platform/call-context';
import { database } from '@/lib/server/platform/db';
import {
  capturePayPalOrder,
  createPayPalOrder,
  orderIdOfPayment,
  paypalSettings,
  providerError,
  recordPayment,
  type PayPalSettings,
} from '@/lib/server/domain/payments';
import { callersOrder, refuseUnlessUnpaid, refusingProviderFailures, unpaidOrder } from './payable-order';
import { paymentResultOf, settleOrder } from './settle';

type Context = Pick<CallContext, 'bearerToken'>;

function configured(): PayPalSettings {
  const settings = paypalSettings();
  if (!settings) throw new RefusedError(providerError('paypal', 'not-configured').message);
  return settings;
}

/**
 * POST /api/paypal/createOrder: the PayPal order for the shop order's total in USD. The request id
 * is the order and its amount, so pressing the button again answers the same PayPal order.
 */
export async function createPayPalPayment(input: { orderNumber: string }, context: Context) {
  const settings = configured();
  const order = await unpaidOrder(input.orderNumber, context);
  const created = await refusingProviderFailures(() =>
    createPayPalOrder(
      settings,
      {
        orderNumber: order.number,
        amountCents: order.totalCents,
        description: `${storeSettingsNow().settings.shopName} order ${order.number}`,
      },
      `oculo-create-${order.number}-${order.totalCents}`,
    ),
  );
  const db = await database();
  await recordPayment(
    db,
    order.id,
    { provider: 'paypal', reference: created.id, amountCents: order.totalCents, currency: 'USD' },
    'created',
  );
  return { paypalOrderId: created.id };
}

/**
 * POST /api/paypal/capturePayment: captures the approved PayPal order (its own request id, so a
 * retry after a timeout cannot charge twice) and marks the order paid when PayPal captured the
 * order's amount in USD. Already paid (a second call, or the webhook first) answers paid.
 */
export async function capturePayPalPayment(
  input: { orderNumber: string; paypalOrderId: string },
  context: Context,
): Promise<PaymentResult> {
  const settings = configured();
  const order = await callersOrder(input.orderNumber, context);
  if ((await orderIdOfPayment('paypal', input.paypalOrderId)) !== order.id)
    throw new NotFoundError('This PayPal payment');
  if (order.paidAt) return paymentResultOf(order);
  refuseUnlessUnpaid(order);
  const state = await refusingProviderFailures(() =>
    capturePayPalOrder(settings, input.paypalOrderId, `oculo-capture-${input.paypalOrderId}`),
  );
  if (!state.capture || state.capture.status !== 'COMPLETED') {
    throw new RefusedError(providerError('paypal', 'declined').message, {
      status: state.capture?.status ?? state.status,
    });
  }
  return settleOrder(order, {
    provider: 'paypal',
    reference: input.paypalOrderId,
    amountCents: state.capture.amountCents,
    currency: state.capture.currency,
  });
}
