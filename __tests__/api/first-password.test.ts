import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FIRST_PASSWORD_FRESH_MINUTES, type UserInfo } from '@/lib/contract/calls/user';
import { WRONG_CODE_MESSAGE } from '@/lib/server/domain/accounts/password-reset';
import { FIRST_PASSWORD_PROOF_MESSAGE } from '@/lib/server/domain/accounts/profile';
import { database } from '@/lib/server/platform/db/database';
import { userSessions, users } from '@/lib/server/platform/db/schema';
import { post } from '../support/call-route';
import { confirmTokenIn, mailTo, useTestOutbox } from '../support/outbox';

// An account made at checkout (/api/user/fastRegister) has no password. A session token read by an
// XSS must not be enough to choose one and take the account over: that takes the set-password
// link's token from the mail, or a session signed in moments ago.

type SignedIn = { token: string; userInfo: UserInfo };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const fromAddress = () => ({ 'x-oculo-peer': `10.${randomBytes(3).join('.')}` });
const OWNER_PASSWORD = 'owner-chose-this-one';
const ATTACKER_PASSWORD = 'attacker-wants-this';

let outbox = '';
beforeAll(async () => {
  outbox = await useTestOutbox();
});

/** A checkout's fast registration: its session token, and the set-password link's token from the mail. */
async function fastRegistered() {
  const email = `checkout-${randomBytes(4).toString('hex')}@example.com`;
  const started = Date.now();
  const made = await post<SignedIn>('/api/user/fastRegister', { email }, fromAddress());
  expect(made.body.code).toBe(200);
  const mail = await mailTo(outbox, email, 'Choose a password', started - 1000);
  // quoted-printable: soft line breaks end in "=", and "=" itself is "=3D"
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const linkToken = /setPassword=([A-Za-z0-9_-]+)/.exec(decoded)?.[1] ?? '';
  expect(linkToken).toHaveLength(43);
  return { email, sessionToken: made.body.data.token, linkToken };
}

/** The session was signed in longer ago than the window in which it alone may choose a password. */
async function ageSession(email: string) {
  const db = await database();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const longAgo = new Date(Date.now() - (FIRST_PASSWORD_FRESH_MINUTES + 1) * 60_000);
  await db
    .update(userSessions)
    .set({ createdAt: longAgo })
    .where(eq(userSessions.userId, user?.id ?? 0));
}

const setPassword = (sessionToken: string, input: Record<string, string>) =>
  post('/api/user/setPassword', input, bearer(sessionToken));
const login = (email: string, password: string) =>
  post<SignedIn>('/api/user/login', { email, password }, fromAddress());
const hasPassword = async (sessionToken: string) =>
  (await post<UserInfo>('/api/user/userInfo', {}, bearer(sessionToken))).body.data.hasPassword;

describe('choosing the first password of a fast-registered account (POST /api/user/setPassword)', () => {
  it('a stolen session token alone, signed in before the fresh window, cannot set the password', async () => {
    const { email, sessionToken } = await fastRegistered();
    await ageSession(email);

    const stolen = await setPassword(sessionToken, { password: ATTACKER_PASSWORD });
    expect(stolen.body).toMatchObject({ code: 0, msg: FIRST_PASSWORD_PROOF_MESSAGE });
    expect(await hasPassword(sessionToken)).toBe(false);
    expect((await login(email, ATTACKER_PASSWORD)).body.code).toBe(0);

    // a made-up token is no better
    const guessed = await setPassword(sessionToken, {
      password: ATTACKER_PASSWORD,
      token: randomBytes(32).toString('base64url'),
    });
    expect(guessed.body).toMatchObject({ code: 0, msg: FIRST_PASSWORD_PROOF_MESSAGE });
    expect(await hasPassword(sessionToken)).toBe(false);
  });

  it('with the link’s token it sets the password, and the token works once', async () => {
    const { email, sessionToken, linkToken } = await fastRegistered();
    await ageSession(email);

    const set = await setPassword(sessionToken, { password: OWNER_PASSWORD, token: linkToken });
    expect(set.body).toEqual({ code: 200, msg: 'success', data: { changed: true } });
    expect(await hasPassword(sessionToken)).toBe(true);
    expect((await login(email, OWNER_PASSWORD)).body.code).toBe(200);

    // the link is used up: neither call takes it again, even for an account without a password
    const again = await post('/api/user/forgetPassword', {
      email,
      token: linkToken,
      password: ATTACKER_PASSWORD,
    });
    expect(again.body).toMatchObject({ code: 0, msg: WRONG_CODE_MESSAGE });
    const db = await database();
    await db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    const reused = await setPassword(sessionToken, { password: ATTACKER_PASSWORD, token: linkToken });
    expect(reused.body).toMatchObject({ code: 0, msg: FIRST_PASSWORD_PROOF_MESSAGE });
    expect((await login(email, ATTACKER_PASSWORD)).body.code).toBe(0);
  });

  it('one account’s link does not choose the password of another', async () => {
    const mine = await fastRegistered();
    const theirs = await fastRegistered();
    await ageSession(theirs.email);
    const crossed = await setPassword(theirs.sessionToken, {
      password: ATTACKER_PASSWORD,
      token: mine.linkToken,
    });
    expect(crossed.body).toMatchObject({ code: 0, msg: FIRST_PASSWORD_PROOF_MESSAGE });
    expect(await hasPassword(theirs.sessionToken)).toBe(false);
  });

  it('right after the checkout that made the account, its session alone chooses the password', async () => {
    const { email, sessionToken } = await fastRegistered();
    const set = await setPassword(sessionToken, { password: OWNER_PASSWORD });
    expect(set.body.code).toBe(200);
    // the mailbox is not proved yet (docs/security.md#account-enumeration): the first sign-in is
    // refused as a wrong password and mails the confirm link, which signs in; then the password does
    const started = Date.now();
    expect((await login(email, OWNER_PASSWORD)).body.code).toBe(0);
    const token = confirmTokenIn(await mailTo(outbox, email, 'Confirm your e-mail', started - 1000));
    expect((await post('/api/user/confirmEmail', { token })).body.code).toBe(200);
    expect((await login(email, OWNER_PASSWORD)).body.code).toBe(200);
    // from now on the current password is asked, however fresh the session
    const without = await setPassword(sessionToken, { password: ATTACKER_PASSWORD });
    expect(without.body).toMatchObject({ code: 0, msg: 'Your current password is not right.' });
  });
});
