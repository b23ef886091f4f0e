import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
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

/** The provider object of the order's latest payment with `provider` (its PaymentIntent), or null. */
export async function latestPaymentReference(
  orderId: number,
  provider: PaymentProvider,
): Promise<string | null> {
  const db = await database();
  const [payment] = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment?.reference ?? null;
}
