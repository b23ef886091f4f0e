import { and, eq, isNull } from 'drizzle-orm';
import type { UserInfo } from '@/lib/contract/calls/user';
import type { Database } from '@/lib/server/platform/db';
import { users } from './tables';
import { accountNewsletterChoice, isOnNewsletter } from '@/lib/server/domain/subscriptions';

type UserRow = typeof users.$inferSelect;

/** YYYY-MM-DD (stored) → MM/DD/YYYY (as forms show it, docs/product.md#validation). */
export function usDateOf(isoDate: string | null): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** MM/DD/YYYY → YYYY-MM-DD for the date column. */
export function isoDateOf(usDate: string): string {
  const [month, day, year] = usDate.split('/');
  return `${year}-${month}-${day}`;
}

/**
 * The account of an e-mail. Checkout accounts held apart from it (same e-mail) are never found
 * by it: they cannot sign in, reset or be told of (docs/security.md#account-enumeration).
 */
export async function findUserByEmail(
  db: Pick<Database, 'select'>,
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.guestOfUserId)))
    .limit(1);
  return user;
}

/**
 * Whether the account has proved it holds its e-mail's mailbox: confirmed from a mailed link, and
 * not held apart for a checkout. Only such an account reads or takes its e-mail off lists kept by
 * e-mail, such as the newsletter's (docs/security.md#account-enumeration).
 */
export function ownsMailbox(user: Pick<UserRow, 'emailConfirmedAt' | 'guestOfUserId'>): boolean {
  return user.emailConfirmedAt !== null && user.guestOfUserId === null;
}

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

/** The user info the storefront keeps (docs/product.md#client-state), never the password hash. */
export async function userInfoOf(db: Database, user: UserRow): Promise<UserInfo> {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneCode: user.phoneCode ?? '',
    phone: user.phone ?? '',
    gender: (user.gender as UserInfo['gender'] | null) ?? '',
    birthday: usDateOf(user.birthday),
    countryCode: user.countryCode ?? '',
    hasPassword: user.passwordHash !== null,
    newsletter: ownsMailbox(user)
      ? await isOnNewsletter(db, user.email)
      : await accountNewsletterChoice(db, user.id),
    memberSince: user.createdAt.toISOString(),
  };
}

/** The account's first name, for a mail's greeting; null when the account is gone. */
export async function firstNameOf(db: Pick<Database, 'select'>, userId: number): Promise<string | null> {
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return user?.firstName ?? null;
}

/** The account's first and last names (a review is signed with them); null when the account is gone. */
export async function accountNamesOf(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<{ firstName: string; lastName: string } | null> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/**
 * Holds the account's row until the caller's transaction ends, so writes another module keeps per
 * account (the wallet's debits) happen one at a time.
 */
export async function lockAccount(tx: Pick<Database, 'select'>, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
