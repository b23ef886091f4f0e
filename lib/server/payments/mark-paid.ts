import { and, eq, sql } from 'drizzle-orm';
import type { PaymentResult } from '@/lib/contract/calls/payment';
import { OrderStatus } from '@/lib/shop/order-status';
import type { Database } from '@/lib/server/db';
import { database } from '@/lib/server/db';
import { logger } from '../logger';
import { deliverMailsSoon } from '@/lib/server/mail';
import { lockOrder, moveOrder, type OrderRow, queueOrderPaidMail } from '@/lib/server/orders';
import { payments } from './tables';

export type PaymentProvider = 'paypal' | 'stripe' | 'demo';

export interface VerifiedPayment {
  provider: PaymentProvider;
  /** The provider's object: PayPal order id, PaymentIntent id, or the demo's own. */
  reference: string;
  /** What the provider says it captured, in cents of `currency`. */
  amountCents: number;
  currency: string;
}

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
 * never marks the order paid.
 */
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
    const paid = await moveOrder(
      tx,
      order,
      OrderStatus.NotShipped,
      'payment',
      `Paid with ${PROVIDER_NAMES[payment.provider]}`,
      {
        paidAt: new Date(),
        paymentProvider: payment.provider,
        paymentReference: payment.reference,
      },
    );
    await queueOrderPaidMail(tx, paid);
    return { outcome: 'paid', order: paid };
  });
  if (result.outcome === 'paid') deliverMailsSoon();
  return result;
}

function mismatchOf(order: OrderRow, payment: VerifiedPayment): string | null {
  if (payment.currency.toUpperCase() !== 'USD') return `charged in ${payment.currency}, the order is in USD`;
  if (payment.amountCents !== order.totalCents) {
    return `captured ${payment.amountCents} cents, the order totals ${order.totalCents}`;
  }
  return null;
}

/** One row per provider object: created when the payment starts, updated as it ends. */
export async function recordPayment(
  tx: Database,
  orderId: number,
  payment: VerifiedPayment,
  state: 'created' | 'captured' | 'refused',
  note = '',
): Promise<void> {
  await tx
    .insert(payments)
    .values({
      orderId,
      provider: payment.provider,
      reference: payment.reference,
      amountCents: payment.amountCents,
      currency: payment.currency.toUpperCase(),
      state,
      note,
    })
    .onConflictDoUpdate({
      target: [payments.provider, payments.reference],
      set: {
        amountCents: payment.amountCents,
        currency: payment.currency.toUpperCase(),
        state,
        note,
        updatedAt: new Date(),
      },
      // a captured payment stays captured whatever arrives later
      setWhere: sql`${payments.state} <> 'captured'`,
    });
}

/** The order a provider object was made for (PayPal order id, PaymentIntent id). */
export async function orderIdOfPayment(provider: PaymentProvider, reference: string): Promise<number | null> {
  const db = await database();
  const [row] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)))
    .limit(1);
  return row?.orderId ?? null;
}

export function paymentResultOf(order: OrderRow): PaymentResult {
  return { orderNumber: order.number, status: order.status, paid: order.paidAt !== null };
}
