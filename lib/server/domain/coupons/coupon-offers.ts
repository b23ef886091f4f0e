import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { CouponOffer } from '@/lib/contract/calls/coupon';
import { requireShopper } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db';
import { coupons, userCoupons } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { coverageNames } from './coupon-coverage-names';
import { toCouponOffer } from './coupon-view';

/** POST /api/coupon/list: the running, claimable offers, the soonest ending first, with what the caller holds. */
export async function listCouponOffers(
  context: CallContext,
  now = new Date(),
): Promise<{ list: CouponOffer[] }> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const rows = await db
    .select({ coupon: coupons, heldId: userCoupons.id })
    .from(coupons)
    .leftJoin(userCoupons, and(eq(userCoupons.couponId, coupons.id), eq(userCoupons.userId, userId)))
    .where(
      and(
        eq(coupons.claimable, true),
        eq(coupons.active, true),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
      ),
    )
    .orderBy(asc(coupons.endsAt), asc(coupons.id));
  const names = await coverageNames(
    db,
    rows.map((row) => row.coupon),
  );
  return {
    list: rows.map((row) => toCouponOffer(row.coupon, row.heldId !== null, names.get(row.coupon.id))),
  };
}
