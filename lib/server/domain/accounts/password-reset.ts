import { eq } from 'drizzle-orm';
import { RESET_CODE_MINUTES, type UserInfo } from '@/lib/contract/calls/user';
import { RefusedError } from '@/lib/contract/errors';
import { database } from '@/lib/server/platform/db';
import { users } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { resetCodeMail } from './account-mails';
import { requestAddress } from '@/lib/server/platform/client-address';
import { refuseBlockedAccount } from './blocked-accounts';
import { withEvenTiming } from './even-timing';
import { issueResetCode, redeemResetCode, redeemSetPasswordToken } from './password-codes';
import { hashPassword } from './passwords';
import { spendResetCodeAsk } from './reset-code-limits';
import { endOtherSessions } from './sessions';
import { signInAnswer, type SignInHandOver } from './signed-in-answer';
import { findUserByEmail } from './user-info';

export const WRONG_CODE_MESSAGE = 'The code is not right or has expired. Ask for a new code if you need one.';

/** Above the slowest path (a lookup, a count and two writes); the mail itself goes out later. */
const FORGOT_ANSWER_MS = 400;

/**
 * POST /api/user/forgetPasswordEmail: the same answer, in the same time, for any e-mail; a 429
 * past the per-address limits (reset-code-limits.ts), which count any e-mail alike.
 */
export async function sendResetCode(input: { email: string }, context: CallContext): Promise<{ sent: true }> {
  await spendResetCodeAsk(input.email, requestAddress(context.request));
  return withEvenTiming(FORGOT_ANSWER_MS, async () => {
    const db = await database();
    const user = await findUserByEmail(db, input.email);
    if (user) {
      // the code and its mail are written in one transaction (docs/architecture.md#mail)
      const queued = await db.transaction(async (tx) => {
        const code = await issueResetCode(tx, user.id);
        if (code) await queueMail(tx, resetCodeMail(user.email, user.firstName, code, RESET_CODE_MINUTES));
        return code !== null;
      });
      if (queued) deliverMailsSoon();
    }
    return { sent: true as const };
  });
}

/**
 * POST /api/user/forgetPassword: a new password with the mailed code, or with the set-password
 * link token of a fast-registered account. Every other session ends; this browser signs in (and
 * the account takes the paid orders of checkouts held apart from it, signed-in-answer.ts).
 */
export async function resetPassword(
  input: { email: string; code?: string; token?: string; password: string },
  context: CallContext,
  handOver: SignInHandOver,
): Promise<{ token: string; userInfo: UserInfo }> {
  const db = await database();
  const user = await findUserByEmail(db, input.email);
  const redeemed = !user
    ? false
    : input.token !== undefined
      ? await redeemSetPasswordToken(db, user.id, input.token)
      : await redeemResetCode(db, user.id, input.code ?? '');
  if (!user || !redeemed) throw new RefusedError(WRONG_CODE_MESSAGE);
  // a blocked account stays shut: told so only now that the mailed code or link proved the mailbox
  refuseBlockedAccount(user);

  const changedAt = new Date();
  const [changed] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: changedAt,
      // the mailed code or link proved the mailbox: a new account's e-mail is confirmed by it too
      emailConfirmedAt: user.emailConfirmedAt ?? changedAt,
    })
    .where(eq(users.id, user.id))
    .returning();
  await endOtherSessions(db, user.id, null, changedAt);
  return signInAnswer(db, changed ?? user, context.deviceId, handOver);
}
