import { count, desc, eq } from 'drizzle-orm';
import type { MyCoupon } from '@/lib/contract/calls/coupon';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { couponGrantRefusal, grantedCouponExpiry } from '@/lib/shop/coupon-grant';
import { COUPON_LIMIT_MESSAGES } from '@/lib/shop/coupon-rules';
import { findUser } from '@/lib/server/domain/accounts';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { takeWithinLimits, type PaidOrderCheck } from './coupon-claims';
import { coverageNames, coverageWithNames } from './coupon-coverage-names';
import { toMyCoupon } from './coupon-view';
import { coupons, userCoupons } from './tables';

// A customer's coupons as the operator console sees and hands them out.

/** The coupons a customer holds, the newest first, with how many in all. */
export async function couponsHeldBy(
  userId: number,
  limit: number,
  now = new Date(),
): Promise<{ list: MyCoupon[]; total: number }> {
  const db = await database();
  const theirs = eq(userCoupons.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ coupon: coupons, held: userCoupons })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(theirs)
      .orderBy(desc(userCoupons.claimedAt), desc(userCoupons.id))
      .limit(limit),
    db.select({ total: count() }).from(userCoupons).where(theirs),
  ]);
  const names = await coverageNames(
    db,
    rows.map((row) => row.coupon),
  );
  return {
    list: rows.map((row) => toMyCoupon(row.coupon, row.held, now, names.get(row.coupon.id))),
    total: counted?.total ?? 0,
  };
}

/**
 * An operator hands a running coupon to a customer, open to claiming or not (an apology from
 * support): it lands in their wallet as if claimed now, for the coupon's valid days or `days`.
 * Refused when the customer already holds it unused, or a limit of the coupon is reached
 * (total, per customer, first order only).
 */
export async function grantCouponToCustomer(
  input: { id: number; couponCode: string; days?: number | undefined },
  actor: AuditActor,
  hasPaidOrder: PaidOrderCheck,
  now = new Date(),
): Promise<MyCoupon> {
  const db = await database();
  return db.transaction(async (tx) => {
    const customer = await findUser(tx, input.id);
    if (!customer) throw new NotFoundError('The customer');
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, input.couponCode)).limit(1);
    const refusal = couponGrantRefusal(coupon ?? null, now);
    if (refusal || !coupon) throw new RefusedError(refusal ?? 'There is no coupon with this code.');
    // the limits are counted under a lock on the coupon; the unique (user, coupon) key where
    // unused decides a double click or two operators at once
    const taken = await takeWithinLimits(
      tx,
      customer.id,
      coupon.id,
      now,
      (locked) => grantedCouponExpiry(locked, now, input.days),
      hasPaidOrder,
    );
    if ('refusal' in taken) throw new RefusedError(grantRefusal(taken.refusal, customer.email, coupon.code));
    const held = taken.held;
    if (!held) throw new RefusedError(`${customer.email} already holds the coupon ${coupon.code}.`);
    await recordAction(tx, actor, {
      action: 'customer.grant-coupon',
      objectType: 'customer',
      objectId: customer.email,
      summary: `Gave the coupon ${coupon.code} until ${held.expiresAt.toISOString().slice(0, 10)}`,
      after: { couponCode: coupon.code, expiresAt: held.expiresAt.toISOString() },
    });
    return toMyCoupon(coupon, held, now, (await coverageWithNames(tx, coupon)).scopeNames);
  });
}

/** A limit the coupon has reached, in the operator's words (the customer's own are in coupon-rules). */
function grantRefusal(refusal: string, email: string, code: string): string {
  if (refusal === COUPON_LIMIT_MESSAGES.perCustomer)
    return `${email} already holds the coupon ${code} as many times as it allows.`;
  if (refusal === COUPON_LIMIT_MESSAGES.firstOrder)
    return `${email} has a paid order: the coupon ${code} is for a first order only.`;
  if (refusal === COUPON_LIMIT_MESSAGES.total) return `Every coupon ${code} has been claimed.`;
  return refusal;
}
