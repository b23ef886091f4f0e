import { RefusedError } from '@/lib/contract/errors';
import type { ShippingMethod } from '@/lib/shop/shipping';
import { reserveStock } from '@/lib/server/domain/catalog';
import { cartOwner, removeOrderedLines } from '@/lib/server/domain/cart';
import { spendCoupon } from '@/lib/server/domain/coupons';
import type { Database } from '@/lib/server/platform/db';
import { fanOutStaffEventsSoon } from '@/lib/server/domain/alerts';
import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { newOrderNumber, orderById, writeNewOrder, type OrderRow } from '@/lib/server/domain/orders';
import { currentShippingRules, methodsIn, type ShippingRules } from '@/lib/server/domain/shipping';
import { snapshotProblems } from './snapshot-problems';
import {
  destinationOf,
  markSnapshotOrdered,
  ownedSnapshot,
  snapshotOfferName,
  type SnapshotRow,
} from './snapshot-records';

export const SUBMIT_MESSAGES = {
  email: 'Please enter your e-mail address and delivery address first.',
  address: 'Please choose where we should deliver your order.',
  soldOut: (name: string) => `${name} has just sold out in this colour. Please remove it from your cart.`,
  coupon: 'Your coupon has just been used on another order. Please choose another.',
} as const;

export interface SubmittedOrder {
  orderNumber: string;
  status: number;
  totalCents: number;
  payBy: string;
}

/**
 * POST /api/order/submit: the snapshot becomes an order (status 0 Unpaid) exactly once. The
 * snapshot row is locked for the transaction, so parallel submits wait and then find the order
 * the first one made; the stock is taken with guarded decrements, so the last unit goes to one
 * order only; the coupon is marked used in the same transaction. The order itself is written by
 * orders, below the checkout. What the shop's settings say (the shipping table) is read before the
 * transaction begins (docs/architecture.md#transactions).
 */
export async function submitOrder(
  input: { snapshotId: string },
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
): Promise<SubmittedOrder> {
  const owner = await cartOwner(context);
  const db = await database();
  const shipping = await currentShippingRules();
  const order = await db.transaction(async (tx) => {
    const snapshot = await ownedSnapshot(tx, input.snapshotId, owner, true);
    if (snapshot.orderId !== null) {
      const made = await orderById(tx, snapshot.orderId);
      if (made) return made;
    }
    if (snapshot.userId === null || !snapshot.email) throw new RefusedError(SUBMIT_MESSAGES.email);
    if (!snapshot.address) throw new RefusedError(SUBMIT_MESSAGES.address);
    const [problem, ...more] = await snapshotProblems(tx, snapshot, shipping);
    if (problem) throw new RefusedError(problem.message, { problems: [problem, ...more] });
    return placeOrder(tx, snapshot, snapshot.userId, shipping);
  });
  // a colour this order took down to its low-stock threshold (docs/operating.md#alerts)
  fanOutStaffEventsSoon();
  return {
    orderNumber: order.number,
    status: order.status,
    totalCents: order.totalCents,
    payBy: order.payBy.toISOString(),
  };
}

async function placeOrder(
  tx: Database,
  snapshot: SnapshotRow,
  userId: number,
  shipping: ShippingRules,
): Promise<OrderRow> {
  const short = await reserveStock(
    tx,
    snapshot.lines.map((frozen) => ({ variantId: frozen.variantId, quantity: frozen.line.quantity })),
  );
  if (short !== null) {
    const name = snapshot.lines.find((frozen) => frozen.variantId === short)?.line.name ?? 'An item';
    throw new RefusedError(SUBMIT_MESSAGES.soldOut(name));
  }
  const number = newOrderNumber();
  const address = snapshot.address;
  if (!address || !snapshot.email) throw new RefusedError(SUBMIT_MESSAGES.address);
  const method = (snapshot.shippingMethod ?? 'standard') as ShippingMethod;
  // the method as the checkout showed it (snapshotProblems has just checked its fee): the order
  // keeps its name and days, so a later change to the table never alters it (docs/operating.md#shipping)
  const terms = methodsIn(shipping, destinationOf(address)).find((entry) => entry.code === method);
  const shippingName = terms?.name ?? method;
  const usesCoupon = snapshot.userCouponId !== null && snapshot.coupon !== null;
  if (
    usesCoupon &&
    snapshot.userCouponId !== null &&
    !(await spendCoupon(tx, snapshot.userCouponId, userId, number))
  ) {
    throw new RefusedError(SUBMIT_MESSAGES.coupon);
  }
  const order = await writeNewOrder(
    tx,
    {
      number,
      userId,
      snapshotId: snapshot.id,
      subtotalCents: snapshot.totals.subtotalCents,
      frameDiscountCents: snapshot.totals.frameDiscountCents,
      frameOfferName: snapshotOfferName(snapshot),
      couponDiscountCents: snapshot.totals.couponDiscountCents,
      shippingCents: snapshot.totals.shippingCents,
      totalCents: snapshot.totals.totalCents,
      // the tax as the snapshot worked it out (docs/product.md#taxes); each line keeps its own
      taxCents: snapshot.totals.taxCents ?? 0,
      taxIncluded: snapshot.totals.taxIncluded ?? false,
      tax: snapshot.tax,
      currency: snapshot.currency,
      userCouponId: usesCoupon ? snapshot.userCouponId : null,
      couponCode: snapshot.coupon?.code ?? null,
      address,
      email: snapshot.email,
      shippingMethod: method,
      shippingName,
      shippingFewestDays: terms?.days[0] ?? null,
      shippingMostDays: terms?.days[1] ?? null,
    },
    snapshot.lines.map((frozen) => ({
      productId: frozen.productId,
      variantId: frozen.variantId,
      quantity: frozen.line.quantity,
      line: frozen.line,
      lensRecord: frozen.lensRecord,
    })),
  );
  await markSnapshotOrdered(tx, snapshot.id, order.id);
  await removeOrderedLines(
    tx,
    userId,
    snapshot.lines.map((frozen) => frozen.cartLineId),
  );
  return order;
}
