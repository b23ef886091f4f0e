import { and, eq } from 'drizzle-orm';
import type { UserInfo } from '@/lib/contract/calls/user';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { profileNameFromAddress, type PersonName } from '@/lib/shop/checkout-profile-name';
import type { Database } from '../db/client';
import { database } from '../db/database';
import { users } from '../db/schema';
import type { Shopper } from './shopper';
import { passwordMatches, hashPassword } from './passwords';
import { endOtherSessions } from './sessions';
import { findUser, isoDateOf, userInfoOf } from './user-info';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

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
 * POST /api/user/setPassword: the current password is needed when there is one (a fast-registered
 * account has none yet). Every other session of the account ends; this one stays.
 */
export async function changePassword(
  shopper: Shopper,
  input: { oldPassword?: string; password: string },
): Promise<{ changed: true }> {
  const { db, user } = await accountOf(shopper);
  if (
    user.passwordHash &&
    !(input.oldPassword && (await passwordMatches(user.passwordHash, input.oldPassword)))
  ) {
    throw new RefusedError(WRONG_CURRENT_PASSWORD);
  }
  const changedAt = new Date();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: changedAt })
    .where(eq(users.id, user.id));
  await endOtherSessions(db, user.id, shopper.sessionId, changedAt);
  return { changed: true };
}

/**
 * Issue 17 point 11: the name given with a shipping address at checkout fills a profile that has
 * none yet (a fast-registered guest). Written only while the profile is still empty, so a name the
 * shopper set meanwhile wins. Answers the profile as it is now.
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
