import { sql } from 'drizzle-orm';
import { SET_PASSWORD_LINK_DAYS, type UserInfo } from '@/lib/contract/calls/user';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { users } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/platform/limits';
import { hoursToSeconds } from '@/lib/shop/time';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { accountExistsMail, guestCheckoutMail, setPasswordMail } from './account-mails';
import { joinNewsletterAsGuest, setNewsletter } from '@/lib/server/domain/subscriptions';
import { requestAddress } from '@/lib/server/platform/client-address';
import { mayMailOwner } from './account-notices';
import { queueConfirmMail } from './email-confirmation';
import { withEvenTiming } from './even-timing';
import { holdApartAccount } from './held-accounts';
import { issueSetPasswordToken } from './password-codes';
import { hashPassword } from './passwords';
import { signInAnswer, type SignInHandOver } from './signed-in-answer';
import { findUserByEmail } from './user-info';

// Registering answers the same, in the same time, whether or not the e-mail has an account
// (docs/security.md#account-enumeration): the owner of a known e-mail is mailed instead.

/**
 * How long a registration takes at the least: ten times the slowest branch measured (argon2id and
 * four writes: about 25 ms, at most 50 ms on the embedded database). Both branches hash the
 * password, so even an answer past the floor costs the same work whatever the e-mail.
 */
export const REGISTER_ANSWER_MS = 500;
/** The same for a checkout's registration: a few writes and a session, about 10 ms, at most 20 ms. */
export const FAST_REGISTER_ANSWER_MS = 300;

/** Registrations per network address an hour, answered alike for new and known e-mails. */
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

/** Inserts the account, or answers undefined when the e-mail has one (the unique index decides races). */
async function createAccount(db: Database, account: NewAccount) {
  const [user] = await db
    .insert(users)
    .values(account)
    .onConflictDoNothing({ target: users.email, where: sql`${users.guestOfUserId} is null` })
    .returning();
  return user;
}

/** The account an insert just collided with; it exists: the unique index said so. */
async function existingAccount(db: Database, email: string) {
  const owner = await findUserByEmail(db, email);
  if (!owner) throw new Error('the e-mail’s account was not found');
  return owner;
}

/**
 * POST /api/user/register. A new e-mail: the account, not confirmed, and the confirm link
 * (email-confirmation.ts), which signs in. A known e-mail: nothing changes; its owner is told.
 */
export async function register(
  input: { email: string; password: string; firstName?: string; lastName?: string; newsletter?: boolean },
  context: CallContext,
): Promise<{ sent: true }> {
  await spendRegistration(context);
  return withEvenTiming(REGISTER_ANSWER_MS, async () => {
    const db = await database();
    // hashed for a known e-mail too: both answers cost the same work
    const passwordHash = await hashPassword(input.password);
    // a mail is written with the change it belongs to: both or neither
    const queued = await db.transaction(async (tx) => {
      const created = await createAccount(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
      });
      if (created) {
        if (input.newsletter) await setNewsletter(tx, created.id, created.email, true);
        await queueConfirmMail(tx, created);
        return true;
      }
      // the newsletter list takes the e-mail as the footer form would, for anyone: the list looks
      // the same afterwards whether or not the e-mail had an account
      if (input.newsletter) await joinNewsletterAsGuest(tx, input.email);
      const owner = await existingAccount(tx, input.email);
      if (!(await mayMailOwner(owner.email))) return false;
      await queueMail(tx, accountExistsMail(owner.email, owner.firstName));
      return true;
    });
    if (queued) deliverMailsSoon();
    return { sent: true as const };
  });
}

/**
 * A checkout's account for an e-mail (fastRegister), signed in, with its id for the checkout.
 * A new e-mail: an account without a password, and the mail to choose one. A known e-mail: an
 * account held apart for this checkout (held-accounts.ts), and a mail to the existing account's
 * owner; handing out the existing account's session to whoever types its e-mail would give it away.
 */
export async function registerCheckoutAccount(
  email: string,
  context: CallContext,
  handOver: SignInHandOver,
): Promise<{ userId: number; signedIn: { token: string; userInfo: UserInfo } }> {
  await spendRegistration(context);
  return withEvenTiming(FAST_REGISTER_ANSWER_MS, async () => {
    const db = await database();
    const user = await db.transaction(async (tx) => {
      const created = await createAccount(tx, { email, passwordHash: null, firstName: '', lastName: '' });
      if (created) {
        const token = await issueSetPasswordToken(tx, created.id);
        await queueMail(tx, setPasswordMail(created.email, token, SET_PASSWORD_LINK_DAYS));
        return created;
      }
      const owner = await existingAccount(tx, email);
      const held = await holdApartAccount(tx, owner);
      if (await mayMailOwner(owner.email))
        await queueMail(tx, guestCheckoutMail(owner.email, owner.firstName));
      return held;
    });
    deliverMailsSoon();
    return { userId: user.id, signedIn: await signInAnswer(db, user, context.deviceId, handOver) };
  });
}

/** POST /api/user/fastRegister: an account from an e-mail alone (checkout), signed in at once. */
export async function fastRegister(
  input: { email: string },
  context: CallContext,
  handOver: SignInHandOver,
): Promise<{ token: string; userInfo: UserInfo }> {
  return (await registerCheckoutAccount(input.email, context, handOver)).signedIn;
}
