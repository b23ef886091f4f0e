import { and, eq, exists, inArray } from 'drizzle-orm';
import { orderHasArrived } from '@/lib/shop/review-eligibility';
import type { Database } from '@/lib/server/platform/db';
import { orderHistory, orderLines, orders } from './tables';

type Reader = Pick<Database, 'select'>;

/**
 * Whether the account bought the product and has it in hand: one of its orders has a line of
 * the product and has arrived (orderHasArrived, from the order's status and its history). Hidden
 * orders count: hiding an order from the list does not undo the purchase.
 */
export async function hasReceivedProduct(db: Reader, userId: number, productId: number): Promise<boolean> {
  const bought = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        exists(
          db
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(and(eq(orderLines.orderId, orders.id), eq(orderLines.productId, productId))),
        ),
      ),
    );
  if (bought.length === 0) return false;
  const moves = await db
    .select({ orderId: orderHistory.orderId, status: orderHistory.toStatus })
    .from(orderHistory)
    .where(
      inArray(
        orderHistory.orderId,
        bought.map((order) => order.id),
      ),
    );
  return bought.some((order) =>
    orderHasArrived(
      order.status,
      moves.filter((move) => move.orderId === order.id).map((move) => move.status),
    ),
  );
}
