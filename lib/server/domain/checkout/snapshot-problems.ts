import type { SNAPSHOT_PROBLEMS } from '@/lib/contract/calls/checkout';
import { checkCouponOnCart } from '@/lib/shop/coupon-on-cart';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';
import { shippingFee } from '@/lib/shop/shipping';
import { purchasables } from '@/lib/server/domain/catalog';
import { cartLinesOf } from '@/lib/server/domain/cart';
import type { CartOwner } from '@/lib/server/domain/cart';
import { checkoutCoupon } from '@/lib/server/domain/coupons';
import type { Database } from '@/lib/server/platform/db';
import { lensOptionPrices } from '@/lib/server/domain/lens-options';
import { hasPaidOrder } from '@/lib/server/domain/orders';
import { methodsIn, type ShippingRules } from '@/lib/server/domain/shipping';
import {
  destinationOf,
  discountedMerchandiseOf,
  lineInputOf,
  SNAPSHOT_MESSAGES,
  type SnapshotRow,
} from './snapshot-records';

export interface SnapshotProblem {
  kind: (typeof SNAPSHOT_PROBLEMS)[number];
  message: string;
}

export const PROBLEM_MESSAGES = {
  lines: 'Your cart changed since the checkout started.',
  price: (name: string) => `The price of ${name} has changed.`,
  stock: (name: string, stock: number) =>
    stock > 0 ? `Only ${stock} of ${name} left in this colour.` : `${name} has just sold out in this colour.`,
  coupon: 'Your coupon no longer applies to this order.',
  shippingPrice: (name: string) =>
    `The price of ${name} has changed. Please choose your shipping method again.`,
  shippingGone: 'The shipping method you chose is no longer offered. Please choose a shipping method again.',
} as const;

export function ownerOfSnapshot(row: SnapshotRow): CartOwner {
  if (row.userId !== null) return { userId: row.userId };
  if (row.deviceId !== null) return { deviceId: row.deviceId };
  throw new Error('a checkout snapshot without an owner');
}

/**
 * What no longer holds in a snapshot (/api/cart/snapshootStatus): expired, the cart lines
 * changed, a frame price changed or a lens option left sale, the stock is short, the coupon no longer
 * gives the frozen discount, or the shipping method's price changed or it was removed
 * (docs/operating.md#shipping). Submit refuses while any holds. `shipping` is read by the caller,
 * before any transaction (docs/architecture.md#transactions).
 */
export async function snapshotProblems(
  db: Database,
  row: SnapshotRow,
  shipping: ShippingRules,
  now = new Date(),
): Promise<SnapshotProblem[]> {
  const problems: SnapshotProblem[] = [];
  if (row.expiresAt <= now) problems.push({ kind: 'expired', message: SNAPSHOT_MESSAGES.expired });

  const cart = new Map((await cartLinesOf(ownerOfSnapshot(row), db)).map((line) => [line.id, line]));
  const linesHold = row.lines.every((frozen) => {
    const line = cart.get(frozen.cartLineId);
    return line && line.variantId === frozen.variantId && line.quantity === frozen.line.quantity;
  });
  if (!linesHold) problems.push({ kind: 'lines', message: PROBLEM_MESSAGES.lines });

  const found = await purchasables(
    db,
    row.lines.map((frozen) => frozen.variantId),
    now,
  );
  const lensOnSale = await lensOptionPrices(
    db,
    row.lines.flatMap((frozen) => frozen.lensOptions.map((option) => option.optionId)),
  );
  const wanted = new Map<number, number>();
  for (const frozen of row.lines) {
    wanted.set(frozen.variantId, (wanted.get(frozen.variantId) ?? 0) + frozen.line.quantity);
  }
  for (const frozen of row.lines) {
    const item = found.get(frozen.variantId);
    // a lens price change never alters a snapshot (docs/operating.md#catalog-work: the line
    // keeps the price it was added at); an option taken out of sale since still stops the order
    const lensWithdrawn = frozen.lensOptions.some((option) => !lensOnSale.has(option.optionId));
    if (!item || !item.isActive || item.priceCents !== frozen.line.unitPriceCents || lensWithdrawn) {
      problems.push({ kind: 'price', message: PROBLEM_MESSAGES.price(frozen.line.name) });
    } else if (item.stock < (wanted.get(frozen.variantId) ?? 0)) {
      problems.push({ kind: 'stock', message: PROBLEM_MESSAGES.stock(frozen.line.name, item.stock) });
    }
  }

  const coupon =
    row.userCouponId !== null && row.coupon && row.userId !== null
      ? await checkoutCoupon(db, row.userId, row.userCouponId, hasPaidOrder)
      : null;
  if (row.userCouponId !== null && row.coupon) {
    const lines = row.lines.map(lineInputOf);
    const offer = row.frameOffer ?? DEFAULT_FRAME_OFFER;
    const check = coupon ? checkCouponOnCart(coupon.held, lines, offer, now) : null;
    if (!check?.usable || check.discountCents !== row.totals.couponDiscountCents) {
      problems.push({
        kind: 'coupon',
        message: check && !check.usable ? check.message : PROBLEM_MESSAGES.coupon,
      });
    }
  }
  // a free-shipping coupon (docs/operating.md#coupons) makes any method's fee 0
  const shippingChanged = shippingProblem(row, shipping, coupon?.held.coverage?.freeShipping === true);
  if (shippingChanged) problems.push(shippingChanged);
  return problems;
}

/**
 * The snapshot's shipping against the table now: the shopper is never charged a fee the
 * checkout did not show, so a changed fee (a new price, a new free-shipping threshold) or a
 * removed method stops the order until a method is chosen again.
 */
function shippingProblem(
  row: SnapshotRow,
  shipping: ShippingRules,
  couponShipsFree: boolean,
): SnapshotProblem | null {
  const methods = methodsIn(shipping, destinationOf(row.address));
  const held = methods.find((method) => method.code === row.shippingMethod);
  if (!held) return { kind: 'shipping', message: PROBLEM_MESSAGES.shippingGone };
  const fee = couponShipsFree ? 0 : shippingFee(methods, held.code, discountedMerchandiseOf(row.totals));
  return fee === row.totals.shippingCents
    ? null
    : { kind: 'shipping', message: PROBLEM_MESSAGES.shippingPrice(held.name) };
}
