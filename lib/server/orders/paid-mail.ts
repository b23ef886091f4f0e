import { eq, sql } from 'drizzle-orm';
import type { CurrencyCode } from '@/lib/shop/currency';
import { firstNameOf } from '@/lib/server/accounts';
import type { Database } from '@/lib/server/db';
import { sendMailLater, orderPaidMail } from '@/lib/server/mail';
import type { OrderRow } from './order-moves';
import { orderLines } from './tables';

/** The "thank you, your order is paid" mail (spec §7), sent after the payment is committed. */
export async function sendOrderPaidMail(db: Database, order: OrderRow): Promise<void> {
  const firstName = await firstNameOf(db, order.userId);
  const [items] = await db
    .select({ count: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  sendMailLater(
    orderPaidMail({
      to: order.email,
      firstName: firstName ?? '',
      number: order.number,
      totalCents: order.totalCents,
      currency: order.currency as CurrencyCode,
      itemCount: items?.count ?? 0,
    }),
  );
}
