import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  CONFIRM_LINK_DAYS,
  RESET_CODE_MINUTES,
  RESET_CODE_TRIES,
  RESET_CODES_PER_DAY,
  SET_PASSWORD_LINK_DAYS,
} from '@/lib/contract/calls/user';
import type { Database } from '@/lib/server/platform/db';
import { passwordCodes } from './tables';
import { codeDigest, digestOf, randomCode, randomToken } from './secrets';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A new 4-character reset code for the account (docs/product.md#password-reset), or null when the
 * account already had RESET_CODES_PER_DAY codes in the last day. Earlier codes stop working: only
 * the newest counts.
 */
export async function issueResetCode(db: Database, userId: number, now = new Date()): Promise<string | null> {
  const [issued] = await db
    .select({ n: count() })
    .from(passwordCodes)
    .where(
      and(
        eq(passwordCodes.userId, userId),
        eq(passwordCodes.purpose, 'reset'),
        gt(passwordCodes.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((issued?.n ?? 0) >= RESET_CODES_PER_DAY) return null;
  const code = randomCode();
  await db
    .update(passwordCodes)
    .set({ usedAt: now })
    .where(
      and(eq(passwordCodes.userId, userId), eq(passwordCodes.purpose, 'reset'), isNull(passwordCodes.usedAt)),
    );
  await db.insert(passwordCodes).values({
    userId,
    purpose: 'reset',
    codeHash: codeDigest(userId, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_CODE_MINUTES * MINUTE_MS),
  });
  return code;
}

/**
 * Whether the code is the account's live reset code; a match uses it up. Every attempt first
 * takes one of the code's RESET_CODE_TRIES in a single UPDATE, so even parallel guesses get
 * at most that many comparisons before the code dies.
 */
export async function redeemResetCode(
  db: Database,
  userId: number,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const [live] = await db
    .update(passwordCodes)
    .set({ wrongTries: sql`${passwordCodes.wrongTries} + 1` })
    .where(
      and(
        eq(passwordCodes.userId, userId),
        eq(passwordCodes.purpose, 'reset'),
        isNull(passwordCodes.usedAt),
        gt(passwordCodes.expiresAt, now),
        lt(passwordCodes.wrongTries, RESET_CODE_TRIES),
      ),
    )
    .returning({ id: passwordCodes.id, codeHash: passwordCodes.codeHash });
  if (!live || live.codeHash !== codeDigest(userId, code)) return false;
  const [used] = await db
    .update(passwordCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordCodes.id, live.id), isNull(passwordCodes.usedAt)))
    .returning({ id: passwordCodes.id });
  return Boolean(used);
}

/** A mailed link's token: 256 bits, stored only as its digest, one use, valid `days` days. */
async function issueLinkToken(
  db: Database,
  userId: number,
  purpose: 'set_password' | 'confirm_email',
  days: number,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(passwordCodes).values({
    userId,
    purpose,
    codeHash: digestOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  return token;
}

/** The set-password link of a fast-registered account. */
export async function issueSetPasswordToken(db: Database, userId: number, now = new Date()): Promise<string> {
  return issueLinkToken(db, userId, 'set_password', SET_PASSWORD_LINK_DAYS, now);
}

export async function redeemSetPasswordToken(
  db: Database,
  userId: number,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const [used] = await db
    .update(passwordCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordCodes.userId, userId),
        eq(passwordCodes.purpose, 'set_password'),
        eq(passwordCodes.codeHash, digestOf(token)),
        isNull(passwordCodes.usedAt),
        gt(passwordCodes.expiresAt, now),
      ),
    )
    .returning({ id: passwordCodes.id });
  return Boolean(used);
}

/**
 * The confirm link of a new account (docs/security.md#account-enumeration): a 256-bit token, one
 * use, CONFIRM_LINK_DAYS days. Earlier links of the account keep working until they expire: a
 * resent link must not break the one the owner is about to open.
 */
export async function issueConfirmToken(db: Database, userId: number, now = new Date()): Promise<string> {
  return issueLinkToken(db, userId, 'confirm_email', CONFIRM_LINK_DAYS, now);
}

/** The account a live confirm link's token belongs to, using the token up; null for any other token. */
export async function redeemConfirmToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<number | null> {
  const [used] = await db
    .update(passwordCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordCodes.purpose, 'confirm_email'),
        eq(passwordCodes.codeHash, digestOf(token)),
        isNull(passwordCodes.usedAt),
        gt(passwordCodes.expiresAt, now),
      ),
    )
    .returning({ userId: passwordCodes.userId });
  return used?.userId ?? null;
}
