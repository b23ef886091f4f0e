import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { couponClaimCall, MyCoupon } from '@/lib/contract/calls/coupon';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { couponExpiry } from '@/lib/shop/coupon-rules';
import { requireShopper } from '@/lib/server/domain/accounts';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { currentHold, takeWithinLimits, type PaidOrderCheck } from './coupon-claims';
import { coupons } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { coverageWithNames } from './coupon-coverage-names';
import { toMyCoupon, type CouponRow } from './coupon-view';

type ClaimInput = z.infer<typeof couponClaimCall.input>;

/**
 * POST /api/coupon/claim: the shopper takes a listed coupon. A code that is unknown, withdrawn or
 * handed out only by the shop answers 404 (a private code is not confirmed to guessers).
 */
export async function claimCoupon(
  input: ClaimInput,
  context: CallContext,
  hasPaidOrder: PaidOrderCheck,
  now = new Date(),
): Promise<MyCoupon> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const coupon = await couponByCode(db, input.code);
  if (!coupon?.claimable || !coupon.active) throw new NotFoundError('This coupon');
  const held = await heldCoupon(db, userId, coupon, now);
  if (held) return held;
  if (coupon.startsAt > now)
    throw new RefusedError('This coupon is not available yet. Please try again later.');
  if (coupon.endsAt <= now) throw new RefusedError('This offer has ended.');
  return putInWallet(db, userId, coupon, now, hasPaidOrder);
}

/**
 * Gives a coupon to a shopper whether or not it is open to claiming (a welcome coupon at
 * registration, an apology from support). Idempotent: a coupon already held is answered as it is.
 * Answers null for a code that is unknown, withdrawn or over, so the caller's own flow goes on.
 */
export async function grantCoupon(
  db: Database,
  userId: number,
  code: string,
  hasPaidOrder: PaidOrderCheck,
  now = new Date(),
): Promise<MyCoupon | null> {
  const coupon = await couponByCode(db, code.trim().toUpperCase());
  if (!coupon?.active) return null;
  const held = await heldCoupon(db, userId, coupon, now);
  if (held) return held;
  if (coupon.endsAt <= now) return null;
  return putInWallet(db, userId, coupon, now, hasPaidOrder).catch(refusedAsNull);
}

async function couponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return coupon;
}

async function heldCoupon(
  db: Database,
  userId: number,
  coupon: CouponRow,
  now: Date,
): Promise<MyCoupon | null> {
  const held = await currentHold(db, userId, coupon);
  return held ? toMyCoupon(coupon, held, now, (await coverageWithNames(db, coupon)).scopeNames) : null;
}

/**
 * Claimed within the coupon's limits (coupon-claims.ts: a lock on the coupon, the unique key wins
 * a double click); expiry = min(end, claim + valid days). A limit reached is refused with its reason.
 */
async function putInWallet(
  db: Database,
  userId: number,
  coupon: CouponRow,
  now: Date,
  hasPaidOrder: PaidOrderCheck,
): Promise<MyCoupon> {
  const taken = await takeWithinLimits(
    db,
    userId,
    coupon.id,
    now,
    (locked) => couponExpiry(locked, now),
    hasPaidOrder,
  );
  if ('refusal' in taken) throw new RefusedError(taken.refusal);
  const held = taken.held
    ? toMyCoupon(taken.coupon, taken.held, now, (await coverageWithNames(db, taken.coupon)).scopeNames)
    : await heldCoupon(db, userId, coupon, now);
  if (!held) throw new Error(`coupon ${coupon.code} missing right after it was claimed`);
  return held;
}

/** Whether a coupon is open to claiming right now. */
const claimableNow = (coupon: CouponRow, now: Date) =>
  coupon.active && coupon.claimable && coupon.startsAt <= now && coupon.endsAt > now;

/**
 * Whether a code typed at checkout can be taken by someone who holds nothing yet (a guest, before
 * the account made for their e-mail exists): a running coupon open to claiming.
 */
export async function couponCodeOpen(db: Database, code: string, now = new Date()): Promise<boolean> {
  const coupon = await couponByCode(db, code.trim().toUpperCase());
  return coupon ? claimableNow(coupon, now) : false;
}

/**
 * A code typed at checkout (guests included): the shopper's held coupon of that code, or
 * the coupon claimed for them now when it is open to claiming. Answers the held coupon's id, or null
 * when the code names nothing they can take (unknown, withdrawn, private and not theirs, over).
 */
export async function takeCouponCode(
  db: Database,
  userId: number,
  code: string,
  hasPaidOrder: PaidOrderCheck,
  now = new Date(),
): Promise<number | null> {
  const coupon = await couponByCode(db, code.trim().toUpperCase());
  if (!coupon?.active) return null;
  const held = await heldCoupon(db, userId, coupon, now);
  if (held) return held.id;
  if (!claimableNow(coupon, now)) return null;
  return (await putInWallet(db, userId, coupon, now, hasPaidOrder).catch(refusedAsNull))?.id ?? null;
}

/** A limit the coupon has reached: the caller's own flow goes on without it. */
function refusedAsNull(error: unknown): null {
  if (error instanceof RefusedError) return null;
  throw error;
}
