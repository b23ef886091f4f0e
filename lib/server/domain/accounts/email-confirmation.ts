import { and, eq, isNull } from 'drizzle-orm';
import { CONFIRM_LINK_DAYS, type UserInfo } from '@/lib/contract/calls/user';
import { RefusedError } from '@/lib/contract/errors';
import type { CallContext } from '@/lib/server/platform/call-context';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { logger } from '@/lib/server/platform/logger';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { confirmEmailMail, welcomeMail } from './account-mails';
import { mayMailOwner } from './account-notices';
import { refuseBlockedAccount } from './blocked-accounts';
import { issueConfirmToken, redeemConfirmToken } from './password-codes';
import { signInAnswer, type SignInHandOver } from './signed-in-answer';
import { findUser } from './user-info';
import { users } from './tables';

// A new account's e-mail is confirmed before its password signs in (docs/security.md#account-enumeration):
// registering answers the same for a new e-mail and a known one, so it cannot sign in at once, and
// signing in with the password chosen at registration must not tell either.

export const CONFIRM_LINK_MESSAGE =
  'This link has expired or was already used. Sign in with your e-mail and password to get a new one.';

type UserRow = typeof users.$inferSelect;

/** Writes a confirm link and its mail inside `tx`, the transaction that made the account. */
export async function queueConfirmMail(tx: Database, user: Pick<UserRow, 'id' | 'email' | 'firstName'>) {
  const token = await issueConfirmToken(tx, user.id);
  await queueMail(tx, confirmEmailMail(user.email, user.firstName, token, CONFIRM_LINK_DAYS));
}

/**
 * A sign-in with the right password before the e-mail is confirmed: the link goes out again, at
 * most as often as mayMailOwner allows. Not awaited by the sign-in, whose refusal leaves in the
 * time of any wrong password; a failure here is only logged.
 */
export function mailConfirmLinkAgain(user: Pick<UserRow, 'id' | 'email' | 'firstName'>): void {
  void (async () => {
    if (!(await mayMailOwner(user.email))) return;
    const db = await database();
    await db.transaction((tx) => queueConfirmMail(tx, user));
    deliverMailsSoon();
  })().catch((error: unknown) => logger.error({ err: error }, 'the confirm link could not be mailed again'));
}

/**
 * POST /api/user/confirmEmail: the mailed link's token confirms the account's e-mail and signs
 * in. The first confirmation sends the welcome mail, naming `welcomeTerms` (the shop's terms as
 * kept now, handed in by the sign-in flow).
 */
export async function confirmEmail(
  input: { token: string },
  context: CallContext,
  handOver: SignInHandOver,
  welcomeTerms: () => Promise<string>,
): Promise<{ token: string; userInfo: UserInfo }> {
  const db = await database();
  const userId = await redeemConfirmToken(db, input.token);
  const found = userId === null ? undefined : await findUser(db, userId);
  if (!found) throw new RefusedError(CONFIRM_LINK_MESSAGE);
  refuseBlockedAccount(found);
  const terms = await welcomeTerms();
  const user = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(and(eq(users.id, found.id), isNull(users.emailConfirmedAt)))
      .returning();
    if (confirmed) await queueMail(tx, welcomeMail(confirmed.email, confirmed.firstName, terms));
    return confirmed ?? found;
  });
  deliverMailsSoon();
  return signInAnswer(db, user, context.deviceId, handOver);
}
