import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { couponClaimRefusal } from '@/lib/shop/coupon-rules';
import type { Database } from '@/lib/server/platform/db';
import type { CouponRow, HeldCouponRow } from './coupon-view';
import { coupons, userCoupons } from './tables';

// A coupon put in a customer's wallet within its limits: the total limit, the per-customer limit
// and first-order-only are counted under a lock on the coupon row, so two shoppers taking the last
// one at once get one coupon between them; the partial unique key (user, coupon) where unused keeps
// a customer to one unused claim (a double click).

/**
 * Whether the customer has a paid order (a first-order coupon is not for them). Orders know it and
 * stand above coupons, so the caller hands the question in (docs/architecture.md#layers).
 */
export type PaidOrderCheck = (db: Pick<Database, 'select'>, userId: number) => Promise<boolean>;

/**
 * What the customer holds of the coupon for a claim to answer: their unused claim, or, once they
 * have made every claim the coupon allows, their latest (a used coupon is answered as used, not
 * handed out again). Null when they may claim one more.
 */
export async function currentHold(
  db: Pick<Database, 'select'>,
  userId: number,
  coupon: CouponRow,
): Promise<HeldCouponRow | null> {
  const rows = await db
    .select()
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, coupon.id)))
    .orderBy(sql`${userCoupons.usedAt} is not null`, desc(userCoupons.claimedAt), asc(userCoupons.id));
  const [first] = rows;
  if (!first) return null;
  if (first.usedAt === null || rows.length >= coupon.perCustomerLimit) return first;
  return null;
}

export type WalletTake =
  | { held: HeldCouponRow; coupon: CouponRow }
  /** They already hold an unused claim (a double click): the caller answers it. */
  | { held: null; coupon: CouponRow }
  | { refusal: string };

/**
 * Adds one claim of the coupon to the customer's wallet if its limits allow, expiring at
 * `expiryOf(the locked coupon)`. The coupon row stays locked until the caller's transaction (or
 * this one) ends.
 */
export async function takeWithinLimits(
  db: Database,
  userId: number,
  couponId: number,
  claimedAt: Date,
  expiryOf: (coupon: CouponRow) => Date,
  hasPaidOrder: PaidOrderCheck,
): Promise<WalletTake> {
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
    if (!coupon) return { refusal: 'There is no coupon with this code.' };
    // a double click waited for the lock behind the first claim: it is answered with that claim
    const [unused] = await tx
      .select()
      .from(userCoupons)
      .where(
        and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId), isNull(userCoupons.usedAt)),
      )
      .limit(1);
    if (unused) return { held: null, coupon };
    const [counted] = await tx
      .select({
        claims: count(),
        customerClaims: sql<number>`count(*) filter (where ${userCoupons.userId} = ${userId})`.mapWith(
          Number,
        ),
      })
      .from(userCoupons)
      .where(eq(userCoupons.couponId, couponId));
    const refusal = couponClaimRefusal(coupon, {
      claims: counted?.claims ?? 0,
      customerClaims: counted?.customerClaims ?? 0,
      hasPaidOrder: coupon.firstOrderOnly ? await hasPaidOrder(tx, userId) : false,
    });
    if (refusal) return { refusal };
    const [held] = await tx
      .insert(userCoupons)
      .values({ userId, couponId, claimedAt, expiresAt: expiryOf(coupon) })
      .onConflictDoNothing({
        target: [userCoupons.userId, userCoupons.couponId],
        where: sql`used_at is null`,
      })
      .returning();
    return held ? { held, coupon } : { held: null, coupon };
  });
}
