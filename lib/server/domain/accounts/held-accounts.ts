import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { users } from './tables';

type UserRow = typeof users.$inferSelect;

// A guest checkout with the e-mail of an existing account (docs/security.md#account-enumeration):
// the checkout is answered as for a new e-mail, signed in, but to an account of its own, held
// apart from the existing one. It has the same e-mail and is never found by it (findUserByEmail,
// the unique index, sign-in and resets skip it), so it can never sign in again once its session
// ends, and nobody reaches the existing account's orders, addresses or wallet through it.

/** A new account for this checkout, held apart from `owner`: no password, no mail of its own. */
export async function holdApartAccount(tx: Database, owner: Pick<UserRow, 'id' | 'email'>): Promise<UserRow> {
  const [held] = await tx
    .insert(users)
    .values({ email: owner.email, guestOfUserId: owner.id, firstName: '', lastName: '' })
    .returning();
  if (!held) throw new Error('the held-apart account was not made');
  return held;
}

/**
 * The owner has signed in (their password, the confirm link or a reset code proved them): the
 * paid orders of the checkouts held apart from their account become theirs.
 */
/** The accounts held apart for an owner's e-mail (their paid orders move to the owner at sign-in). */
export async function heldAccountIds(db: Database, ownerId: number): Promise<number[]> {
  const held = await db.select({ id: users.id }).from(users).where(eq(users.guestOfUserId, ownerId));
  return held.map((account) => account.id);
}
