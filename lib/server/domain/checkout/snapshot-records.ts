import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { PricedLine } from '@/lib/contract/calls/cart';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import { NotFoundError } from '@/lib/contract/errors';
import { priceCheckout } from '@/lib/shop/checkout-totals';
import type { CurrencyCode } from '@/lib/shop/currency';
import type { PricedLineInput } from '@/lib/shop/order-pricing';
import { DEFAULT_FRAME_OFFER, frameOfferName } from '@/lib/shop/frame-offer';
import {
  freeWithCoupon,
  shippingOptions,
  type ShippingMethod,
  type ShippingMethodTerms,
} from '@/lib/shop/shipping';
import { cartOwner, type CartOwner } from '@/lib/server/domain/cart';
import { shippingMethodsFor } from '@/lib/server/domain/shipping';
import type { CallContext } from '@/lib/server/platform/call-context';
import { checkoutCoupon } from '@/lib/server/domain/coupons';
import type { Database } from '@/lib/server/platform/db';
import { checkoutSnapshots, type SnapshotLine, type StoredTotals } from './tables';
import { withSnapshotTax } from './snapshot-tax';
import {
  hasPaidOrder,
  orderNumberOf,
  pricedLineOf,
  shippingAddressOf,
  storedTotalsOf,
  totalsViewOf,
} from '@/lib/server/domain/orders';

export type SnapshotRow = typeof checkoutSnapshots.$inferSelect;

export const SNAPSHOT_MESSAGES = {
  expired: 'Your checkout has expired. Please check your cart and start the checkout again.',
} as const;

export function newSnapshotHandle(): string {
  return randomBytes(16).toString('hex');
}

function ownedBy(owner: CartOwner): SQL {
  return owner.userId !== undefined
    ? eq(checkoutSnapshots.userId, owner.userId)
    : eq(checkoutSnapshots.deviceId, owner.deviceId);
}

async function snapshotOwnedBy(
  db: Database,
  handle: string,
  owner: CartOwner,
  lock = false,
): Promise<SnapshotRow | undefined> {
  const query = db
    .select()
    .from(checkoutSnapshots)
    .where(and(eq(checkoutSnapshots.handle, handle), ownedBy(owner)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The caller's snapshot by its handle; another owner's answers 404, as an unknown one does. */
export async function ownedSnapshot(
  db: Database,
  handle: string,
  owner: CartOwner,
  lock = false,
): Promise<SnapshotRow> {
  const row = await snapshotOwnedBy(db, handle, owner, lock);
  if (!row) throw new NotFoundError('This checkout');
  return row;
}

/**
 * The caller's snapshot by its handle (docs/product.md#sign-in-at-checkout). A shopper who signs in
 * during a checkout begun as a guest on this device carries on with it: the device's snapshot,
 * still open, becomes the account's at this call, as the guest cart became the account's when
 * signing in (its lines kept their ids, so the snapshot still holds). The snapshot is looked up as
 * the caller's first, so only the one call that hands it over writes.
 */
export async function callersSnapshot(
  db: Database,
  handle: string,
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
): Promise<{ row: SnapshotRow; owner: CartOwner }> {
  const owner = await cartOwner(context);
  const owned = await snapshotOwnedBy(db, handle, owner);
  if (owned) return { row: owned, owner };
  if (owner.userId !== undefined && context.deviceId) {
    const [claimed] = await db
      .update(checkoutSnapshots)
      .set({ userId: owner.userId, deviceId: null })
      .where(
        and(
          eq(checkoutSnapshots.handle, handle),
          eq(checkoutSnapshots.deviceId, context.deviceId),
          isNull(checkoutSnapshots.userId),
          isNull(checkoutSnapshots.orderId),
          gt(checkoutSnapshots.expiresAt, new Date()),
        ),
      )
      .returning();
    if (claimed) return { row: claimed, owner };
  }
  throw new NotFoundError('This checkout');
}

export function lineInputOf({
  line,
  category,
  productId,
  lensOptions,
}: Pick<SnapshotLine, 'line' | 'category' | 'productId' | 'lensOptions'>): PricedLineInput {
  return {
    kind: line.kind,
    category,
    productId,
    lensOptions,
    unitPriceCents: line.unitPriceCents,
    unitLensCents: line.unitLensCents,
    quantity: line.quantity,
  };
}

/**
 * The name of the offer the snapshot was priced with (docs/operating.md#promotions): its totals and
 * the order made from it show it; one made before the offer was kept was priced with the default.
 */
export function snapshotOfferName(row: Pick<SnapshotRow, 'frameOffer'>): string {
  return frameOfferName(row.frameOffer ?? DEFAULT_FRAME_OFFER);
}

/** What the totals are worked out from: the frozen lines and the shopper's choices. */
export type SnapshotChoices = Pick<
  SnapshotRow,
  'lines' | 'userId' | 'userCouponId' | 'address' | 'shippingMethod' | 'frameOffer'
>;

/**
 * The snapshot's money from its frozen lines and choices (country, method, coupon), as the columns
 * to write: what the checkout shows is always what submit charges.
 */
export async function snapshotMoney(db: Database, snapshot: SnapshotChoices, now = new Date()) {
  const coupon =
    snapshot.userCouponId !== null && snapshot.userId !== null
      ? await checkoutCoupon(db, snapshot.userId, snapshot.userCouponId, hasPaidOrder)
      : null;
  const pricing = priceCheckout(snapshot.lines.map(lineInputOf), {
    countryCode: snapshot.address?.countryCode ?? 'US',
    shippingMethod: (snapshot.shippingMethod ?? 'standard') as ShippingMethod,
    // the table as it is now (docs/operating.md#shipping): what the checkout shows from here on
    shippingMethods: await shippingMethodsFor(destinationOf(snapshot.address)),
    coupon,
    // frozen with the snapshot; one made before the offer was kept was priced with the default
    offer: snapshot.frameOffer ?? DEFAULT_FRAME_OFFER,
    now,
  });
  // tax is a step after the totals, from the delivery address (docs/product.md#taxes)
  return withSnapshotTax(snapshot, pricing, {
    lines: snapshot.lines.map((frozen, index) => ({
      ...frozen,
      line: { ...frozen.line, ...(pricing.lines[index] ?? {}) },
    })),
    totals: storedTotalsOf(pricing.totals),
    shippingMethod: pricing.shippingMethod,
    coupon: pricing.coupon,
    couponProblem: pricing.couponProblem,
  });
}

/** A frozen line as the checkout shows it, with its prescription. */
export function shownLine(frozen: SnapshotLine): PricedLine {
  return pricedLineOf(frozen.line, frozen.lensRecord);
}

/** The snapshot as the checkout shows it. */
export async function snapshotView(db: Database, row: SnapshotRow): Promise<Snapshot> {
  const orderNumber = row.orderId === null ? null : await orderNumberOf(db, row.orderId);
  const methods = await shippingMethodsFor(destinationOf(row.address));
  // a method the owner has since removed is asked for again (docs/operating.md#shipping)
  const held = methods.some((method) => method.code === row.shippingMethod) ? row.shippingMethod : null;
  return {
    snapshotId: row.handle,
    lines: row.lines.map(shownLine),
    totals: totalsViewOf(row.totals, snapshotOfferName(row)),
    coupon: row.coupon,
    couponProblem: row.couponProblem,
    address: row.address && shippingAddressOf(row.address),
    email: row.email,
    shippingMethod: held,
    shippingOptions: snapshotShippingOptions(row, methods),
    currency: row.currency as CurrencyCode,
    expiresAt: row.expiresAt.toISOString(),
    orderNumber,
  };
}

/**
 * The methods as the snapshot's totals price them: free for all with a free-shipping coupon
 * (docs/operating.md#coupons), else each with its fee for the merchandise after discounts.
 */
function snapshotShippingOptions(
  row: Pick<SnapshotRow, 'totals' | 'coupon'>,
  methods: readonly ShippingMethodTerms[],
) {
  const options = shippingOptions(methods, discountedMerchandiseOf(row.totals));
  return row.coupon?.freeShipping ? freeWithCoupon(options, row.coupon.code) : options;
}

/** Where the snapshot ships for the shipping table: the address's country and province, the US before one is set. */
export function destinationOf(address: SnapshotRow['address']) {
  return { countryCode: address?.countryCode ?? 'US', province: address?.province ?? null };
}

/** What the free-shipping threshold and the shipping options look at: merchandise after discounts. */
export function discountedMerchandiseOf(totals: StoredTotals): number {
  return totals.subtotalCents - totals.frameDiscountCents - totals.couponDiscountCents;
}

/** Binds the snapshot to the order made from it, in the order's transaction: submit is then idempotent. */
export async function markSnapshotOrdered(
  tx: Pick<Database, 'update'>,
  snapshotId: number,
  orderId: number,
): Promise<void> {
  await tx.update(checkoutSnapshots).set({ orderId }).where(eq(checkoutSnapshots.id, snapshotId));
}
