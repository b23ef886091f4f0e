import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { RefusedError } from '@/lib/contract/errors';
import { cancelRefusal, deliverRefusal, shipRefusal, type OrderFacts } from '@/lib/shop/order-operator-rules';
import { OrderStatus } from '@/lib/shop/order-status';
import { trackingLink } from '@/lib/shop/tracking-links';
import { firstNameOf } from '@/lib/server/domain/accounts';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { orderShippedMail } from './order-mails';
import { expireOrder } from './expire-orders';
import { cancelPaidOrder } from './paid-cancel';
import { factsOf, linesOf, operatorOrderOf, orderByNumber } from './operator-order-info';
import { lockOrder, moveOrder, type OrderRow } from './order-moves';

// The shop's side of an order's life from the operator console (docs/product.md#order-states,
// docs/operating.md#order-work): ship, mark delivered, cancel an unpaid order (the prescription's
// check is in optician-check.ts). Each is one transaction with the order locked: the rule is
// checked on the locked row, the change, its history line, its mail and its audit line are kept
// together or not at all.

type Refusal = (order: OrderFacts) => string | null;

/**
 * Runs `change` with the order locked, after `refusal` allowed it on the locked row (a second
 * operator's move that landed first is seen here), then answers the order as the console shows it.
 */
export async function operatorAction<T>(
  number: string,
  refusal: Refusal,
  change: (tx: Database, order: OrderRow) => Promise<T>,
): Promise<{ order: OperatorOrder; result: T }> {
  const db = await database();
  const found = await orderByNumber(db, number);
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    const refused = refusal(factsOf(order, await linesOf(tx, order.id)));
    if (refused) throw new RefusedError(refused);
    return change(tx, order);
  });
  deliverMailsSoon();
  return { order: await operatorOrderOf(db, await orderByNumber(db, number)), result };
}

/**
 * 1 → 2 Shipped, with the carrier and tracking number the shopper sees on their order page, and the
 * shipping mail with the tracking link written in the same transaction (docs/architecture.md#mail).
 */
export async function shipOrder(
  input: { number: string; carrier: string; trackingNumber: string },
  actor: AuditActor,
): Promise<OperatorOrder> {
  const { carrier, trackingNumber } = input;
  const { order } = await operatorAction(input.number, shipRefusal, (tx, locked) =>
    writeShipment(tx, locked, { carrier, trackingNumber }, actor),
  );
  return order;
}

/**
 * The locked order shipped, its rule already checked: the move and its history line, the shopper's
 * mail with the tracking link and the audit line, in the caller's transaction. Shipping from a CSV
 * file (ship-csv.ts) writes each of its orders with it.
 */
export async function writeShipment(
  tx: Database,
  locked: OrderRow,
  { carrier, trackingNumber }: { carrier: string; trackingNumber: string },
  actor: AuditActor,
): Promise<void> {
  const moved = await moveOrder(tx, locked, OrderStatus.Shipped, 'operator', `Shipped with ${carrier}`, {
    carrier,
    trackingNumber,
  });
  await queueMail(
    tx,
    orderShippedMail({
      to: moved.email,
      firstName: (await firstNameOf(tx, moved.userId)) ?? moved.address.firstName,
      number: moved.number,
      carrier,
      trackingNumber,
      trackingUrl: trackingLink(carrier, trackingNumber),
    }),
  );
  await recordAction(tx, actor, {
    action: 'order.ship',
    objectType: 'order',
    objectId: moved.number,
    summary: `Shipped with ${carrier} ${trackingNumber}`,
    before: { status: locked.status },
    after: { status: moved.status, carrier, trackingNumber },
  });
}

/** 2 → 4 Completed when the parcel is delivered. */
export async function deliverOrder(input: { number: string }, actor: AuditActor): Promise<OperatorOrder> {
  const { order } = await operatorAction(input.number, deliverRefusal, async (tx, locked) => {
    // the returns' 30 days count from here (docs/product.md#returns-from-delivery)
    const moved = await moveOrder(tx, locked, OrderStatus.Completed, 'operator', 'Delivered', {
      deliveredAt: new Date(),
    });
    await recordAction(tx, actor, {
      action: 'order.deliver',
      objectType: 'order',
      objectId: moved.number,
      summary: 'Marked delivered',
      before: { status: locked.status },
      after: { status: moved.status },
    });
  });
  return order;
}

/**
 * POST /api/admin/orders/cancel: 0 → 6 an unpaid order, its stock and coupon given back as on
 * expiry; a paid order that has not shipped is refunded and cancelled (paid-cancel.ts).
 */
export async function cancelOrder(
  input: { number: string; reason: string },
  actor: AuditActor,
): Promise<OperatorOrder> {
  const found = await orderByNumber(await database(), input.number);
  if (found.status !== OrderStatus.Unpaid) return cancelPaidOrder(input, actor);
  const { order } = await operatorAction(input.number, unpaidCancelRefusal, async (tx, locked) => {
    // the history's note is on the shopper's order page: the staff's reason stays in the audit line
    const moved = await expireOrder(tx, locked, 'Cancelled by the shop', 'operator');
    await recordAction(tx, actor, {
      action: 'order.cancel',
      objectType: 'order',
      objectId: moved.number,
      summary: `Cancelled: ${input.reason}`,
      before: { status: locked.status },
      after: { status: moved.status, reason: input.reason },
    });
  });
  return order;
}

/** The unpaid path read it unpaid: a payment that landed before the lock makes it a paid cancel. */
function unpaidCancelRefusal(order: OrderFacts): string | null {
  if (order.status === OrderStatus.NotShipped)
    return 'This order was paid a moment ago: cancel it again to refund it.';
  return cancelRefusal(order);
}
