import { priceCheckout } from '@/lib/shop/checkout-totals';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';
import type { ShippingMethod } from '@/lib/shop/shipping';
import { checkoutCoupon } from '@/lib/server/domain/coupons';
import { hasPaidOrder } from '@/lib/server/domain/orders';
import { shippingMethodsFor } from '@/lib/server/domain/shipping';
import { database, type Database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { callersSnapshot, lineInputOf, type SnapshotRow } from './snapshot-records';

/**
 * The held coupon the list is priced with: the one named (null: none), else the snapshot's own.
 * Only an account holds coupons; a coupon of another account is none.
 */
function couponToPrice(db: Database, row: SnapshotRow, couponId: number | null | undefined) {
  const held = couponId === undefined ? row.userCouponId : couponId;
  if (held === null || row.userId === null) return Promise.resolve(null);
  return checkoutCoupon(db, row.userId, held, hasPaidOrder);
}

/**
 * POST /api/order/expressFeeList: the shipping methods for a country, from the shop's shipping table
 * (docs/operating.md#shipping), priced as the checkout's totals price them: for the snapshot's
 * merchandise after the offer and the coupon, and free for all with a free-shipping coupon
 * (docs/operating.md#coupons), so the list never shows a fee submit would not charge.
 */
export async function expressFees(
  input: { snapshotId: string; countryCode?: string | undefined; couponId?: number | null | undefined },
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
) {
  const db = await database();
  const { row } = await callersSnapshot(db, input.snapshotId, context);
  const countryCode = input.countryCode ?? row.address?.countryCode ?? 'US';
  // the snapshot's own province counts where its country is the one asked about
  const province = countryCode === row.address?.countryCode ? row.address.province : null;
  const methods = await shippingMethodsFor({ countryCode, province });
  const pricing = priceCheckout(row.lines.map(lineInputOf), {
    countryCode,
    shippingMethod: (row.shippingMethod ?? methods[0]?.code ?? 'standard') as ShippingMethod,
    shippingMethods: methods,
    coupon: await couponToPrice(db, row, input.couponId),
    offer: row.frameOffer ?? DEFAULT_FRAME_OFFER,
    now: new Date(),
  });
  const { subtotalCents, frameDiscountCents, couponDiscountCents } = pricing.totals;
  return {
    list: pricing.shippingOptions,
    countryCode,
    discountedMerchandiseCents: subtotalCents - frameDiscountCents - couponDiscountCents,
    awayFromFreeShippingCents: pricing.totals.awayFromFreeShippingCents,
  };
}
