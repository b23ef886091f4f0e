import { SNAPSHOT_MINUTES, type Snapshot } from '@/lib/contract/calls/checkout';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { CurrencyCode } from '@/lib/shop/currency';
import { cartLinesOf, cartOwner, priceCartLines } from '@/lib/server/domain/cart';
import { checkoutCoupon } from '@/lib/server/domain/coupons';
import { database } from '@/lib/server/platform/db';
import { checkoutSnapshots, type SnapshotLine } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { newSnapshotHandle, snapshotMoney, snapshotView } from './snapshot-records';
import { hasPaidOrder, storedLineOf } from '@/lib/server/domain/orders';

export const SNAPSHOOT_MESSAGES = {
  empty: 'Your cart is empty.',
  needsLenses: (name: string) => `Choose lenses for ${name} first, or remove it from your cart.`,
  couponNeedsAccount: 'Please sign in to use a coupon.',
} as const;

/**
 * POST /api/cart/snapshoot: freezes the cart (or the chosen lines) priced now. Every line must be
 * buyable as it is: lenses chosen, in stock for its quantity, still sold.
 */
export async function snapshoot(
  input: { lineIds?: number[] | undefined; couponId?: number | undefined; currency: CurrencyCode },
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
): Promise<Snapshot> {
  const owner = await cartOwner(context);
  if (input.couponId !== undefined && owner.userId === undefined) {
    throw new RefusedError(SNAPSHOOT_MESSAGES.couponNeedsAccount);
  }
  const db = await database();
  if (input.couponId !== undefined && owner.userId !== undefined) {
    if (!(await checkoutCoupon(db, owner.userId, input.couponId, hasPaidOrder)))
      throw new NotFoundError('This coupon');
  }
  const all = await cartLinesOf(owner, db);
  const wanted = input.lineIds ? new Set(input.lineIds) : null;
  const rows = wanted ? all.filter((row) => wanted.has(row.id)) : all;
  if (wanted && rows.length !== wanted.size) throw new NotFoundError('The cart line');
  if (rows.length === 0) throw new RefusedError(SNAPSHOOT_MESSAGES.empty);

  const { entries, offer } = await priceCartLines(db, rows);
  for (const entry of entries) {
    if (entry.view.needsLenses) throw new RefusedError(SNAPSHOOT_MESSAGES.needsLenses(entry.view.name));
    if (entry.view.problem) throw new RefusedError(`${entry.view.name}: ${entry.view.problem}`);
  }
  if (entries.length !== rows.length) throw new RefusedError(SNAPSHOOT_MESSAGES.empty);

  const lines: SnapshotLine[] = entries.map((entry) => ({
    cartLineId: entry.row.id,
    productId: entry.purchasable.productId,
    variantId: entry.purchasable.variantId,
    line: storedLineOf(entry.view),
    lensOptions: entry.lensOptions,
    lensRecord: entry.row.lens,
    category: entry.purchasable.type,
  }));
  // the offer the cart was just priced with is frozen with the lines (docs/operating.md#promotions)
  const frameOffer = { ...offer, categories: [...offer.categories] };
  const choices = {
    lines,
    frameOffer,
    userId: owner.userId ?? null,
    userCouponId: input.couponId ?? null,
    address: null,
    shippingMethod: 'standard',
  };
  const [row] = await db
    .insert(checkoutSnapshots)
    .values({
      ...choices,
      ...(await snapshotMoney(db, choices)),
      handle: newSnapshotHandle(),
      deviceId: owner.deviceId ?? null,
      currency: input.currency,
      expiresAt: new Date(Date.now() + SNAPSHOT_MINUTES * 60_000),
    })
    .returning();
  if (!row) throw new Error('the checkout snapshot was not written');
  return snapshotView(db, row);
}
