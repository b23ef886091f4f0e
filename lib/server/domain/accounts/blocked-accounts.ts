import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { endOtherSessions } from './sessions';
import { users } from './tables';

// An operator blocks a customer's sign-in from the console. A blocked account's sessions end at
// once (and sessionOfToken checks the block on every call, so one started in the same instant
// ends too); sign-in, a password reset and a set-password link all refuse it, and a new account
// cannot be made with its e-mail (the e-mail is taken).

/** What a blocked customer reads, and only after proving the password or the mailed code. */
export const BLOCKED_ACCOUNT_MESSAGE = 'This account is blocked. Contact support.';

/** Refuses a sign-in into a blocked account. Call it only once the secret has matched. */
export function refuseBlockedAccount(user: Pick<typeof users.$inferSelect, 'blockedAt'>): void {
  if (user.blockedAt) throw new RefusedError(BLOCKED_ACCOUNT_MESSAGE);
}

/** POST /api/admin/customers/block. Blocking a blocked account changes nothing and logs nothing. */
export async function blockCustomer(input: { id: number; reason: string }, actor: AuditActor): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const now = new Date();
    const [blocked] = await tx
      .update(users)
      .set({ blockedAt: now, blockedReason: input.reason })
      .where(and(eq(users.id, input.id), isNull(users.blockedAt)))
      .returning({ email: users.email });
    if (!blocked) return;
    await endOtherSessions(tx, input.id, null, now);
    await recordAction(tx, actor, {
      action: 'customer.block',
      objectType: 'customer',
      objectId: blocked.email,
      summary: `Blocked sign-in: ${input.reason}`,
      before: { blocked: false },
      after: { blocked: true, reason: input.reason },
    });
  });
}

/** POST /api/admin/customers/unblock: they sign in anew; the ended sessions stay ended. */
export async function unblockCustomer(input: { id: number }, actor: AuditActor): Promise<void> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reason: users.blockedReason })
      .from(users)
      .where(and(eq(users.id, input.id), isNotNull(users.blockedAt)))
      .for('update');
    if (!before) return;
    const [opened] = await tx
      .update(users)
      .set({ blockedAt: null, blockedReason: null })
      .where(eq(users.id, input.id))
      .returning({ email: users.email });
    if (!opened) throw new NotFoundError('The customer');
    await recordAction(tx, actor, {
      action: 'customer.unblock',
      objectType: 'customer',
      objectId: opened.email,
      summary: 'Unblocked sign-in',
      before: { blocked: true, reason: before.reason },
      after: { blocked: false },
    });
  });
}
