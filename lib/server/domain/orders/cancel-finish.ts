import { eq } from 'drizzle-orm';
import type { RefundDestination } from '@/lib/shop/after-sales';
import { releaseStock } from '@/lib/server/domain/catalog';
import { releaseCoupon } from '@/lib/server/domain/coupons';
import { firstNameOf } from '@/lib/server/domain/accounts';
import type { Database } from '@/lib/server/platform/db';
import { queueMail } from '@/lib/server/platform/mail';
import { orderCancelledMail } from './order-mails';
import type { OrderRow } from './order-moves';
import { restockedUnits } from './refund-facts';
import { orderHistory, orderLines, orders } from './tables';

/** The history's words for an order the shop cancelled; the shopper reads them on their order page. */
export const CANCELLED_BY_THE_SHOP = 'Cancelled by the shop';

/**
 * The end of a paid order's cancel (docs/operating.md#cancel-paid), once its refund is made and the
 * order is 5 Refunded: the stock goes back on sale (less what a refund by line already put back) and the coupon back to the shopper (as when an
 * unpaid order expires), the wait for a prescription ends, a line in the history and the
 * shopper's mail. The caller holds the order locked and runs this once: in the transaction that
 * records the refund made (a refund is recorded once), or that cancels an order with nothing to
 * refund.
 */
export async function finishCancel(
  tx: Database,
  order: OrderRow,
  refund: { amountCents: number; destination: RefundDestination; provider: string | null },
): Promise<void> {
  const lines = await tx
    .select({ id: orderLines.id, variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  // what a refund by line already put back stays counted once (docs/operating.md#refund-by-line)
  const restocked = await restockedUnits(tx, order.id);
  await releaseStock(
    tx,
    lines.flatMap((line) => {
      const quantity = line.quantity - (restocked.get(line.id) ?? 0);
      return line.variantId === null || quantity <= 0 ? [] : [{ variantId: line.variantId, quantity }];
    }),
  );
  if (order.userCouponId !== null) await releaseCoupon(tx, order.userCouponId, order.number);
  // the prescription wait's job would otherwise cancel it a second time when the wait ends
  await tx
    .update(orders)
    .set({ prescriptionDueAt: null, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await tx.insert(orderHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actor: 'operator',
    note: CANCELLED_BY_THE_SHOP,
  });
  await queueMail(
    tx,
    orderCancelledMail({
      to: order.email,
      firstName: (await firstNameOf(tx, order.userId)) ?? order.address.firstName,
      number: order.number,
      ...refund,
    }),
  );
}
