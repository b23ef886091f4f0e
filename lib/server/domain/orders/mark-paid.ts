import { OrderStatus } from '@/lib/shop/order-status';
import { prescriptionDueAt } from '@/lib/shop/prescription-wait';
import { database } from '@/lib/server/platform/db';
import { logger } from '../../platform/logger';
import { deliverMailsSoon } from '@/lib/server/platform/mail';
import { shopCounter } from '@/lib/server/platform/telemetry';
import { fanOutStaffEventsSoon } from '@/lib/server/domain/alerts';
import { recordPayment, type PaymentProvider, type VerifiedPayment } from '@/lib/server/domain/payments';
import { raisePaidOrder } from './order-alerts';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';
import { queueOrderPaidMail } from './paid-mail';
import { hasLaterPrescription } from './prescription-wait';

const PROVIDER_NAMES: Readonly<Record<PaymentProvider, string>> = {
  paypal: 'PayPal',
  stripe: 'card (Stripe)',
  demo: 'the demo provider',
};

export type MarkPaidOutcome =
  | { outcome: 'paid'; order: OrderRow }
  | { outcome: 'already-paid'; order: OrderRow }
  | { outcome: 'mismatch'; order: OrderRow; reason: string }
  | { outcome: 'not-payable'; order: OrderRow };

/**
 * The one "mark paid" step every provider ends in (docs/product.md#order-states): with the order
 * locked, the captured amount and currency must equal the order's total in USD to the cent, then
 * 0 → 1 Not Shipped is recorded once. A capture and its webhook, or two captures, meet at the lock:
 * the second finds the order paid and changes nothing. A mismatch is kept on the payment row and
 * never marks the order paid. The payment row is the payments module's, written through its front door.
 */
/** Orders paid, and their money, by provider (docs/operating.md#metrics): the dashboard's sales. */
const ordersPaid = shopCounter('oculo_orders_paid_total', 'Orders paid', ['provider']);
const moneyPaid = shopCounter('oculo_orders_paid_cents_total', 'Money paid for orders, in cents', [
  'provider',
]);
const paymentsRefused = shopCounter(
  'oculo_payments_refused_total',
  'Payments the shop refused: not matching the order, or for an order no longer payable',
  ['provider'],
);

export async function markOrderPaid(orderId: number, payment: VerifiedPayment): Promise<MarkPaidOutcome> {
  const db = await database();
  const result = await db.transaction(async (tx): Promise<MarkPaidOutcome> => {
    const order = await lockOrder(tx, orderId);
    const mismatch = mismatchOf(order, payment);
    await recordPayment(tx, order.id, payment, mismatch ? 'refused' : 'captured', mismatch ?? '');
    if (order.status !== OrderStatus.Unpaid) {
      if (order.paidAt) {
        // the same payment arriving twice (capture and webhook) is expected; a second one is money to give back
        if (order.paymentReference !== payment.reference && !mismatch) {
          logger.error(
            { order: order.number, payment },
            'a second payment arrived for a paid order: refund it',
          );
        }
        return { outcome: 'already-paid', order };
      }
      if (!mismatch)
        logger.error(
          { order: order.number, payment },
          'a payment arrived for an order that can no longer be paid: refund it',
        );
      return { outcome: 'not-payable', order };
    }
    if (mismatch) {
      logger.warn(
        { order: order.number, payment, reason: mismatch },
        'payment refused: it does not match the order',
      );
      return { outcome: 'mismatch', order, reason: mismatch };
    }
    const paidAt = new Date();
    // paid without its prescription: the order waits for it (docs/product.md#prescription-later)
    const waits = await hasLaterPrescription(tx, order.id);
    const paid = await moveOrder(
      tx,
      order,
      OrderStatus.NotShipped,
      'payment',
      `Paid with ${PROVIDER_NAMES[payment.provider]}`,
      {
        paidAt,
        paymentProvider: payment.provider,
        paymentReference: payment.reference,
        ...(waits ? { prescriptionDueAt: prescriptionDueAt(paidAt) } : {}),
      },
    );
    await queueOrderPaidMail(tx, paid);
    // docs/operating.md#alerts: told to the staff who asked, after the commit, by fan-out
    await raisePaidOrder(tx, paid, waits);
    return { outcome: 'paid', order: paid };
  });
  if (result.outcome === 'mismatch' || result.outcome === 'not-payable')
    paymentsRefused.add({ provider: payment.provider });
  if (result.outcome === 'paid') {
    ordersPaid.add({ provider: payment.provider });
    moneyPaid.add({ provider: payment.provider }, payment.amountCents);
    deliverMailsSoon();
    fanOutStaffEventsSoon();
  }
  return result;
}

function mismatchOf(order: OrderRow, payment: VerifiedPayment): string | null {
  if (payment.currency.toUpperCase() !== 'USD') return `charged in ${payment.currency}, the order is in USD`;
  if (payment.amountCents !== order.totalCents) {
    return `captured ${payment.amountCents} cents, the order totals ${order.totalCents}`;
  }
  return null;
}
