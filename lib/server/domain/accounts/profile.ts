import { and, eq, gt, isNull } from 'drizzle-orm';
import { FIRST_PASSWORD_FRESH_MINUTES, type UserInfo } from '@/lib/contract/calls/user';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { profileNameFromAddress, type PersonName } from '@/lib/shop/checkout-profile-name';
import type { CallContext } from '@/lib/server/platform/call-context';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { requestAddress } from '@/lib/server/platform/client-address';
import { mailConfirmLinkAgain } from './email-confirmation';
import { loginLimits } from './login-limits';
import { users, userSessions } from './tables';
import { redeemSetPasswordToken } from './password-codes';
import type { Shopper } from './shopper';
import { passwordMatches, hashPassword } from './passwords';
import { endOtherSessions } from './sessions';
import { findUser, isoDateOf, userInfoOf } from './user-info';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
/** An account without a password, signed in too long ago to choose one by its session alone. */
export const FIRST_PASSWORD_PROOF_MESSAGE =
  'For your safety, choose your password from the link in the mail we sent you. If the link has expired, sign out and use “Forgot password?” to get a code.';

async function accountOf(shopper: Shopper) {
  const db = await database();
  const user = await findUser(db, shopper.userId);
  // a session outlives nothing: an account deleted under it reads as not found
  if (!user) throw new NotFoundError('Your account');
  return { db, user };
}

/** POST /api/user/userInfo */
export async function userInfo(shopper: Shopper): Promise<UserInfo> {
  const { db, user } = await accountOf(shopper);
  return userInfoOf(db, user);
}

export interface ProfileChange {
  firstName?: string;
  lastName?: string;
  phoneCode?: string;
  phone?: string;
  gender?: string;
  birthday?: string;
  countryCode?: string;
}

const orNull = (value: string) => (value === '' ? null : value);

/** POST /api/user/setUserInfo: a field left out keeps its value; "" clears it. */
export async function changeProfile(shopper: Shopper, change: ProfileChange): Promise<UserInfo> {
  const { db } = await accountOf(shopper);
  const set: Partial<typeof users.$inferInsert> = {};
  if (change.firstName !== undefined) set.firstName = change.firstName;
  if (change.lastName !== undefined) set.lastName = change.lastName;
  if (change.phoneCode !== undefined) set.phoneCode = orNull(change.phoneCode);
  if (change.phone !== undefined) set.phone = orNull(change.phone);
  if (change.gender !== undefined) set.gender = orNull(change.gender);
  if (change.birthday !== undefined)
    set.birthday = change.birthday === '' ? null : isoDateOf(change.birthday);
  if (change.countryCode !== undefined) set.countryCode = orNull(change.countryCode.toUpperCase());
  const [user] = Object.keys(set).length
    ? await db.update(users).set(set).where(eq(users.id, shopper.userId)).returning()
    : await db.select().from(users).where(eq(users.id, shopper.userId));
  if (!user) throw new NotFoundError('Your account');
  return userInfoOf(db, user);
}

/**
 * POST /api/user/setPassword: the current password is needed when there is one. A fast-registered
 * account has none, so it proves its owner another way: the set-password link's token,
 * or a session signed in moments ago (the checkout that made the account). A session token stolen
 * later (an XSS) cannot choose the first password. Every other session ends; this one stays.
 */
export async function changePassword(
  shopper: Shopper,
  input: { oldPassword?: string; password: string; token?: string },
  context: CallContext,
): Promise<{ changed: true }> {
  const { db, user } = await accountOf(shopper);
  if (user.passwordHash) {
    await checkCurrentPassword(user.email, user.passwordHash, input.oldPassword, context);
  } else if (!(await mayChooseFirstPassword(db, shopper, input.token))) {
    throw new RefusedError(FIRST_PASSWORD_PROOF_MESSAGE);
  }
  const changedAt = new Date();
  const [changed] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: changedAt,
      // the mailed link's token proved the mailbox (docs/security.md#account-enumeration)
      ...(!user.passwordHash &&
        input.token !== undefined && { emailConfirmedAt: user.emailConfirmedAt ?? changedAt }),
    })
    // the first password is written only while there is none: two racing calls do not both win
    .where(user.passwordHash ? eq(users.id, user.id) : and(eq(users.id, user.id), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (!changed) throw new RefusedError(WRONG_CURRENT_PASSWORD);
  await endOtherSessions(db, user.id, shopper.sessionId, changedAt);
  // a first password chosen at checkout signs in once the mailbox is proved: the link goes out now,
  // so the shopper's next sign-in is not refused first (an account held apart never signs in)
  if (!user.emailConfirmedAt && input.token === undefined && user.guestOfUserId === null) {
    mailConfirmLinkAgain(user);
  }
  return { changed: true };
}

/**
 * The current password, counted as a sign-in of the account from this address: a wrong one is a
 * failed sign-in, and past the sign-in limits the answer is 429 whatever was typed, so a stolen
 * session cannot try passwords without limit (docs/security.md#current-password-tries).
 */
async function checkCurrentPassword(
  email: string,
  passwordHash: string,
  typed: string | undefined,
  context: CallContext,
): Promise<void> {
  const limits = loginLimits();
  const address = requestAddress(context.request);
  await limits.checkAllowed(email, address);
  // left out is no guess: refused, not counted
  if (!typed) throw new RefusedError(WRONG_CURRENT_PASSWORD);
  if (!(await passwordMatches(passwordHash, typed))) {
    await limits.recordFailure(email, address);
    throw new RefusedError(WRONG_CURRENT_PASSWORD);
  }
  await limits.recordSuccess(email, address);
}

/** The set-password link's token (used up here), or without one a session this fresh. */
async function mayChooseFirstPassword(db: Database, shopper: Shopper, token: string | undefined) {
  if (token !== undefined) return redeemSetPasswordToken(db, shopper.userId, token);
  const freshSince = new Date(Date.now() - FIRST_PASSWORD_FRESH_MINUTES * 60_000);
  const [fresh] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.id, shopper.sessionId), gt(userSessions.createdAt, freshSince)));
  return Boolean(fresh);
}

/**
 * The name given with a shipping address at checkout fills a profile that has none yet (a
 * fast-registered guest). Written only while the profile is still empty, so a name the shopper set
 * meanwhile wins. Answers the profile as it is now.
 */
export async function fillEmptyProfileName(db: Database, userId: number, name: PersonName) {
  const user = await findUser(db, userId);
  const fill = user ? profileNameFromAddress(user, name) : null;
  if (!user || !fill) return user;
  const [changed] = await db
    .update(users)
    .set(fill)
    .where(and(eq(users.id, userId), eq(users.firstName, ''), eq(users.lastName, '')))
    .returning();
  return changed ?? user;
}
