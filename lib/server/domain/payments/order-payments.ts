import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { payments } from './tables';

/**
 * Every payment attempt of an order at its provider, oldest first: what the operator console's
 * order page lists with the provider's reference and state.
 */
export async function paymentsOfOrder(db: Pick<Database, 'select'>, orderId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => ({
    provider: row.provider,
    reference: row.reference,
    amountCents: row.amountCents,
    currency: row.currency,
    state: row.state,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}
