import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { orders } from './tables';

type Reader = Pick<Database, 'select'>;

/** The id of the order with this number (a webhook names the order by its number), or null. */
export async function orderIdOfNumber(db: Reader, number: string): Promise<number | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1);
  return row?.id ?? null;
}

/** The number of the order with this id (a checkout snapshot knows its order by id), or null. */
export async function orderNumberOf(db: Reader, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.number ?? null;
}
