import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { afterSalesRequests, orders } from './tables';

/**
 * Moves the paid orders of the accounts `from` into the account `to`, with their after-sales
 * requests: a guest checkout with the e-mail of an account was held apart, and that account's
 * owner has now signed in (docs/security.md#account-enumeration). Unpaid orders stay with the
 * checkout that made them: their payment page is that session's. Answers how many moved.
 */
export async function adoptPaidOrders(
  db: Pick<Database, 'update'>,
  from: readonly number[],
  to: number,
): Promise<number> {
  if (from.length === 0) return 0;
  const moved = await db
    .update(orders)
    .set({ userId: to })
    .where(and(inArray(orders.userId, [...from]), isNotNull(orders.paidAt)))
    .returning({ id: orders.id });
  if (moved.length === 0) return 0;
  await db
    .update(afterSalesRequests)
    .set({ userId: to })
    .where(
      inArray(
        afterSalesRequests.orderId,
        moved.map((order) => order.id),
      ),
    );
  return moved.length;
}
