import { RefusedError } from '@/lib/contract/errors';
import { SET_PASSWORD_LINK_DAYS, type UserInfo } from '@/lib/contract/calls/user';
import type { Database } from '@/lib/server/db';
import { database } from '@/lib/server/db';
import { users } from './tables';
import type { CallContext } from '@/lib/server/call-context';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/limits';
import { hoursToSeconds } from '@/lib/shop/time';
import { deliverMailsSoon, queueMail, setPasswordMail, welcomeMail } from '@/lib/server/mail';
import { setNewsletter } from '@/lib/server/subscriptions';
import { requestAddress } from '@/lib/server/support';
import { issueSetPasswordToken } from './password-codes';
import { hashPassword } from './passwords';
import { signInAnswer } from './signed-in-answer';

export const EMAIL_TAKEN_MESSAGE =
  'An account with this e-mail already exists. Please sign in, or reset your password.';

/** New accounts per network address an hour: slows anyone probing which e-mails have accounts. */
const ACCOUNTS_PER_ADDRESS_HOUR = 20;
let registrations: ReturnType<typeof createLimiter> | undefined;

async function spendRegistration(context: CallContext): Promise<void> {
  registrations ??= createLimiter({
    keyPrefix: 'register-address',
    points: ACCOUNTS_PER_ADDRESS_HOUR,
    duration: hoursToSeconds(1),
  });
  const retryAfter = await spendAttempt(registrations, [requestAddress(context.request)]);
  if (retryAfter > 0) throw waitMessage(retryAfter, 'Too many accounts were made from this network.');
}

type NewAccount = Pick<typeof users.$inferInsert, 'email' | 'passwordHash' | 'firstName' | 'lastName'>;

/** Inserts the account, or refuses when the e-mail has one (the unique index decides races). */
async function createAccount(db: Database, account: NewAccount) {
  const [user] = await db
    .insert(users)
    .values(account)
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new RefusedError(EMAIL_TAKEN_MESSAGE);
  return user;
}

/** POST /api/user/register: an account with a password, signed in, with a welcome mail. */
export async function register(
  input: { email: string; password: string; firstName?: string; lastName?: string; newsletter?: boolean },
  context: CallContext,
): Promise<{ token: string; userInfo: UserInfo }> {
  await spendRegistration(context);
  const db = await database();
  const passwordHash = await hashPassword(input.password);
  // the welcome mail is written with the account (issue 19 point 3): both or neither
  const user = await db.transaction(async (tx) => {
    const created = await createAccount(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
    });
    if (input.newsletter) await setNewsletter(tx, created.id, created.email, true);
    await queueMail(tx, welcomeMail(created.email, created.firstName));
    return created;
  });
  deliverMailsSoon();
  return signInAnswer(db, user, context.deviceId);
}

/**
 * POST /api/user/fastRegister: an account from an e-mail alone (checkout), signed in at once; a
 * mail carries the link to choose a password. An existing e-mail must sign in instead: handing
 * out its session to whoever types it would give the account away.
 */
export async function fastRegister(
  input: { email: string },
  context: CallContext,
): Promise<{ token: string; userInfo: UserInfo }> {
  await spendRegistration(context);
  const db = await database();
  const user = await db.transaction(async (tx) => {
    const created = await createAccount(tx, {
      email: input.email,
      passwordHash: null,
      firstName: '',
      lastName: '',
    });
    const token = await issueSetPasswordToken(tx, created.id);
    await queueMail(tx, setPasswordMail(created.email, token, SET_PASSWORD_LINK_DAYS));
    return created;
  });
  deliverMailsSoon();
  return signInAnswer(db, user, context.deviceId);
}
