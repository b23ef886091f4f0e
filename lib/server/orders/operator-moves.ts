import { eq } from 'drizzle-orm';
import { OrderStatus } from '@/lib/shop/order-status';
import { database } from '@/lib/server/db';
import { orders } from './tables';
import { firstNameOf } from '@/lib/server/accounts';
import { deliverMailsSoon, orderShippedMail, queueMail } from '@/lib/server/mail';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';

// The shop's side of an order's life (DESIGN §4): shipping, delivery and answering after-sales
// requests. No shopper call reaches these; the operator's tools and tests do.

async function orderByNumber(number: string): Promise<OrderRow> {
  const db = await database();
  const [order] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  if (!order) throw new Error(`no order ${number}`);
  return order;
}

/**
 * 1 → 2 Shipped, with the carrier and tracking number the shopper sees, and the shipping notice
 * written in the same transaction (issue 19 point 3: the move and its mail, both or neither).
 */
export async function shipOrder(number: string, carrier: string, trackingNumber: string): Promise<OrderRow> {
  const found = await orderByNumber(number);
  const db = await database();
  const shipped = await db.transaction(async (tx) => {
    const moved = await moveOrder(
      tx,
      await lockOrder(tx, found.id),
      OrderStatus.Shipped,
      'operator',
      `Shipped with ${carrier}`,
      { carrier, trackingNumber },
    );
    const firstName = await firstNameOf(tx, moved.userId);
    await queueMail(
      tx,
      orderShippedMail({
        to: moved.email,
        firstName: firstName ?? '',
        number: moved.number,
        carrier,
        trackingNumber,
      }),
    );
    return moved;
  });
  deliverMailsSoon();
  return shipped;
}

/** 2 → 4 Completed when the parcel is delivered. */
export async function completeOrder(number: string): Promise<OrderRow> {
  const found = await orderByNumber(number);
  const db = await database();
  return db.transaction(async (tx) =>
    moveOrder(tx, await lockOrder(tx, found.id), OrderStatus.Completed, 'operator', 'Delivered'),
  );
}
