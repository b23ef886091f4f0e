import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { couponMyCall, MyCoupon } from '@/lib/contract/calls/coupon';
import type { CouponStatus } from '@/lib/shop/coupon-rules';
import { requireShopper } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db';
import { coupons, userCoupons } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { coverageNames } from './coupon-coverage-names';
import { toMyCoupon } from './coupon-view';

type MyInput = z.infer<typeof couponMyCall.input>;

/** The SQL side of couponStatus (lib/shop/coupon-rules.ts), with each tab's order. */
function tab(status: CouponStatus, now: Date): { where: SQL | undefined; order: SQL[] } {
  switch (status) {
    case 'usable':
      return {
        where: and(isNull(userCoupons.usedAt), gt(userCoupons.expiresAt, now), eq(coupons.active, true)),
        order: [asc(userCoupons.expiresAt), asc(userCoupons.id)],
      };
    case 'used':
      return {
        where: isNotNull(userCoupons.usedAt),
        order: [desc(userCoupons.usedAt), desc(userCoupons.id)],
      };
    case 'expired':
      return {
        where: and(
          isNull(userCoupons.usedAt),
          or(lte(userCoupons.expiresAt, now), eq(coupons.active, false)),
        ),
        order: [desc(userCoupons.expiresAt), desc(userCoupons.id)],
      };
  }
}

/** The most coupons one tab lists; a wallet holds a handful, this only bounds the answer. */
const TAB_LIMIT = 200;

/** POST /api/coupon/my: the caller's own coupons in one wallet tab. */
export async function listMyCoupons(
  input: MyInput,
  context: CallContext,
  now = new Date(),
): Promise<{ list: MyCoupon[] }> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const { where, order } = tab(input.status, now);
  const rows = await db
    .select({ coupon: coupons, held: userCoupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), where))
    .orderBy(...order)
    .limit(TAB_LIMIT);
  const names = await coverageNames(
    db,
    rows.map((row) => row.coupon),
  );
  return { list: rows.map((row) => toMyCoupon(row.coupon, row.held, now, names.get(row.coupon.id))) };
}
