import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  LOGIN_FAILURES_PER_EMAIL,
  RESET_ASKS_PER_ADDRESS_HOUR,
  RESET_ASKS_PER_EMAIL_ADDRESS_DAY,
  RESET_CODE_TRIES,
  RESET_CODES_PER_DAY,
  type UserInfo,
} from '@/lib/contract/calls/user';
import { LoginLimits, SLOW_DOWN_MAX_MS, SLOW_DOWN_STEP_MS } from '@/lib/server/domain/accounts/login-limits';
import { database } from '@/lib/server/platform/db/database';
import { passwordCodes, userSessions, users, wishlistItems } from '@/lib/server/platform/db/schema';
import { createDeviceId } from '@/lib/shop/random-id';
import { post } from '../support/call-route';
import { mailTo, resetCodeIn, useTestOutbox } from '../support/outbox';
import { registerConfirmed } from '../support/registered-shopper';

// The account calls (/api/user/*, docs/product.md#calls) and their rules
// (docs/product.md#accounts).

type SignedIn = { token: string; userInfo: UserInfo };
const PASSWORD = 'glasses-and-frames';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const newEmail = (name = 'shopper') => `${name}-${randomBytes(4).toString('hex')}@example.com`;
/**
 * Each call's own network address (the socket scripts/serve.mjs reports), so the per-address
 * limits of one test leave the others alone.
 */
const fromAddress = () => ({ 'x-oculo-peer': `10.${randomBytes(3).join('.')}` });

/** Registers and opens the mailed confirm link, which signs in (docs/security.md#account-enumeration). */
async function register(email = newEmail(), password = PASSWORD, headers: Record<string, string> = {}) {
  const signedIn = await registerConfirmed(
    { email, password, firstName: 'Maria', lastName: 'Keller' },
    { ...fromAddress(), ...headers },
  );
  return { email, ...signedIn };
}

const login = (email: string, password: string, headers: Record<string, string> = fromAddress()) =>
  post<SignedIn>('/api/user/login', { email, password }, headers);
const userInfo = (token: string) => post<UserInfo>('/api/user/userInfo', {}, bearer(token));

let outbox = '';
beforeAll(async () => {
  outbox = await useTestOutbox();
});

describe('register and sign in (POST /api/user/register, /login)', () => {
  it('makes an account whose token reads its user info, and stores the password with argon2id', async () => {
    const { email, token, userInfo: info } = await register(newEmail().toUpperCase());
    expect(info).toMatchObject({ email: email.toLowerCase(), firstName: 'Maria', hasPassword: true });
    expect((await userInfo(token)).body).toMatchObject({ code: 200, data: { email: email.toLowerCase() } });

    const db = await database();
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [session] = await db
      .select()
      .from(userSessions)
      .where(eq(userSessions.userId, row?.id ?? 0));
    // the token is stored only as its digest, valid 2 days (docs/product.md#accounts)
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toContain(token);
    expect((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)).toBe(
      2 * 24 * 3600 * 1000,
    );
  });

  it('makes no second account for the same e-mail, and answers as for a new one', async () => {
    const { email } = await register();
    const again = await post('/api/user/register', { email, password: PASSWORD }, fromAddress());
    expect(again.body).toEqual({ code: 200, msg: 'success', data: { sent: true } });
    const db = await database();
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('checks the password rule (docs/product.md#validation) and e-mail format with 422 naming the field', async () => {
    const short = await post<{ fields: Record<string, string> }>(
      '/api/user/register',
      { email: newEmail(), password: 'short' },
      fromAddress(),
    );
    expect(short.body.code).toBe(422);
    expect(short.body.data.fields.password).toMatch(/at least 8/);
    const chinese = await post<{ fields: Record<string, string> }>(
      '/api/user/register',
      { email: newEmail(), password: '密码密码密码密码' },
      fromAddress(),
    );
    expect(chinese.body.data.fields.password).toMatch(/Chinese/);
    const badEmail = await post<{ fields: Record<string, string> }>(
      '/api/user/login',
      { email: 'not-an-email', password: 'x' },
      fromAddress(),
    );
    expect(badEmail.body.data.fields.email).toMatch(/valid e-mail/);
  });

  it('signs in with the right password and answers the same refusal for a wrong one and an unknown e-mail', async () => {
    const { email } = await register();
    const ok = await login(email, PASSWORD);
    expect(ok.body.code).toBe(200);
    expect((await userInfo(ok.body.data.token)).body.code).toBe(200);

    const wrong = await login(email, 'not the password');
    const unknown = await login(newEmail('nobody'), 'not the password');
    expect(wrong.body).toEqual({ code: 0, msg: 'The e-mail or password is not right.', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('moves the device wishlist into the account on sign-in', async () => {
    const { email } = await register();
    const device = createDeviceId();
    const db = await database();
    const [product] = await db.query.products.findMany({ limit: 1 });
    await post('/api/wishlist/add', { code: product?.code }, { 'x-device-id': device });
    const signedIn = await login(email, PASSWORD, { ...fromAddress(), 'x-device-id': device });
    const count = await post<{ count: number }>('/api/wishlist/count', {}, bearer(signedIn.body.data.token));
    expect(count.body.data.count).toBe(1);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.deviceId, device))).toHaveLength(0);
  });
});

describe('sessions end (code 3)', () => {
  it('answers code 3 without a token, with a made-up token, after logout and after expiry', async () => {
    expect((await post('/api/user/userInfo', {})).body.code).toBe(3);
    expect((await userInfo('made-up-token-that-signs-nobody-in')).body.code).toBe(3);

    const { token } = await register();
    expect((await post('/api/user/logout', {}, bearer(token))).body).toMatchObject({ code: 200 });
    expect((await userInfo(token)).body).toMatchObject({ code: 3 });

    const other = await register();
    const db = await database();
    await db.update(userSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await userInfo(other.token)).body.code).toBe(3);
  });

  it('a password change ends every other session, keeps this one, and only the new password works', async () => {
    const { email, token } = await register();
    const second = (await login(email, PASSWORD)).body.data.token;

    const wrongOld = await post(
      '/api/user/setPassword',
      { oldPassword: 'not it at all', password: 'a-new-password' },
      bearer(token),
    );
    expect(wrongOld.body).toMatchObject({ code: 0, msg: 'Your current password is not right.' });

    const changed = await post(
      '/api/user/setPassword',
      { oldPassword: PASSWORD, password: 'a-new-password' },
      bearer(token),
    );
    expect(changed.body.code).toBe(200);
    expect((await userInfo(token)).body.code).toBe(200);
    expect((await userInfo(second)).body.code).toBe(3);
    expect((await login(email, PASSWORD)).body.code).toBe(0);
    expect((await login(email, 'a-new-password')).body.code).toBe(200);
  });
});

describe('the login limits (per e-mail and address, per address; an e-mail alone is only slowed)', () => {
  it(`refuses the attacking address with 429 after ${LOGIN_FAILURES_PER_EMAIL} failures for an e-mail, while its owner signs in from their own`, async () => {
    const { email } = await register();
    const attacker = fromAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i += 1) {
      expect((await login(email, `wrong ${i}`, attacker)).body.code).toBe(0);
    }
    const blocked = await login(email, PASSWORD, attacker);
    expect(blocked.body.code).toBe(429);
    expect(blocked.body.msg).toMatch(/^Too many sign-in attempts\. Please try again in 15 minutes\.$/);
    expect(blocked.body.data).toEqual({ retryAfter: expect.any(Number) });
    expect((blocked.body.data as unknown as { retryAfter: number }).retryAfter).toBeGreaterThan(60);

    // the owner, from their own address, with the right password
    expect((await login(email, PASSWORD, fromAddress())).body.code).toBe(200);
    // the attacker's address is refused for that e-mail only
    const { email: other } = await register();
    expect((await login(other, PASSWORD, attacker)).body.code).toBe(200);
    expect((await login(email, PASSWORD, attacker)).body.code).toBe(429);
  });

  it('refuses one network address after 30 failures across many e-mails, and no other address', async () => {
    const address = fromAddress();
    for (let i = 0; i < 30; i += 1) await login(newEmail('probe'), 'guess', address);
    const { email } = await register();
    expect((await login(email, PASSWORD, address)).body.code).toBe(429);
    expect((await login(email, PASSWORD)).body.code).toBe(200);
  });

  it('slows an e-mail that fails from many addresses, never refuses it: the owner still gets in', async () => {
    const { email } = await register();
    // 12 failures from 3 addresses: no address reaches its own limit
    for (let a = 0; a < 3; a += 1) {
      const address = fromAddress();
      for (let i = 0; i < 4; i += 1)
        expect((await login(email, `wrong ${a}.${i}`, address)).body.code).toBe(0);
    }
    const started = performance.now();
    const owner = await login(email, PASSWORD, fromAddress());
    const ms = performance.now() - started;
    expect(owner.body.code).toBe(200);
    // 3 failures past the limit: 3 × SLOW_DOWN_STEP_MS later, well under the 2 s cap
    expect(ms).toBeGreaterThanOrEqual(3 * SLOW_DOWN_STEP_MS - 20);
    expect(ms).toBeLessThan(SLOW_DOWN_MAX_MS + 1500);
  });

  it(`holds an attempt at most ${SLOW_DOWN_MAX_MS} ms however often the e-mail failed`, async () => {
    const limits = new LoginLimits(null);
    const email = newEmail('target');
    expect(await limits.slowDownMs(email)).toBe(0);
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL - 1; i += 1)
      await limits.recordFailure(email, `198.51.100.${i}`);
    expect(await limits.slowDownMs(email)).toBe(0);
    await limits.recordFailure(email, '198.51.100.200');
    expect(await limits.slowDownMs(email)).toBe(SLOW_DOWN_STEP_MS);
    for (let i = 0; i < 40; i += 1) await limits.recordFailure(email, `203.0.113.${i}`);
    expect(await limits.slowDownMs(email)).toBe(SLOW_DOWN_MAX_MS);
    // and a success from the owner's address does not lift it for the others
    await limits.recordSuccess(email, '192.0.2.1');
    expect(await limits.slowDownMs(email)).toBe(SLOW_DOWN_MAX_MS);
  });
});

describe('forgot password (POST /api/user/forgetPasswordEmail, /forgetPassword)', () => {
  const askCode = (email: string, headers: Record<string, string> = fromAddress()) =>
    post('/api/user/forgetPasswordEmail', { email }, headers);
  const reset = (email: string, code: string, password = 'brand-new-password') =>
    post<SignedIn>('/api/user/forgetPassword', { email, code, password });

  it('mails a 4-character code; it sets a new password once, signs in, and ends the old sessions', async () => {
    const { email, token } = await register();
    const started = Date.now();
    expect((await askCode(email)).body).toEqual({ code: 200, msg: 'success', data: { sent: true } });
    const mail = await mailTo(outbox, email, 'verification code', started - 1000);
    const code = resetCodeIn(mail);
    expect(code).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Content-Type: text/plain');

    const done = await reset(email, code);
    expect(done.body.code).toBe(200);
    expect((await userInfo(done.body.data.token)).body.code).toBe(200);
    expect((await userInfo(token)).body.code).toBe(3);
    expect((await login(email, 'brand-new-password')).body.code).toBe(200);
    expect((await login(email, PASSWORD)).body.code).toBe(0);
    // single use
    expect((await reset(email, code, 'another-password')).body.code).toBe(0);
  });

  it('answers an unknown e-mail exactly as a known one, in about the same time', async () => {
    const { email } = await register();
    const time = async (address: string) => {
      const started = performance.now();
      const answer = await askCode(address);
      return { answer: answer.body, ms: performance.now() - started };
    };
    const known = await time(email);
    const unknown = await time(newEmail('nobody'));
    expect(unknown.answer).toEqual(known.answer);
    expect(known.ms).toBeGreaterThanOrEqual(390);
    expect(unknown.ms).toBeGreaterThanOrEqual(390);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
  });

  it(`kills a code after ${RESET_CODE_TRIES} wrong tries, even if the right one comes next`, async () => {
    const { email } = await register();
    const started = Date.now();
    await askCode(email);
    const code = resetCodeIn(await mailTo(outbox, email, 'verification code', started - 1000));
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    for (let i = 0; i < RESET_CODE_TRIES; i += 1) {
      expect((await reset(email, wrong)).body).toMatchObject({
        code: 0,
        msg: expect.stringContaining('not right'),
      });
    }
    expect((await reset(email, code)).body.code).toBe(0);
  });

  it('refuses an expired code and gives at most 10 codes a day', async () => {
    const { email } = await register();
    const db = await database();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const started = Date.now();
    await askCode(email);
    const code = resetCodeIn(await mailTo(outbox, email, 'verification code', started - 1000));
    await db
      .update(passwordCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordCodes.userId, user?.id ?? 0));
    expect((await reset(email, code)).body.code).toBe(0);

    for (let i = 1; i < RESET_CODES_PER_DAY + 2; i += 1) await askCode(email);
    // the reset codes only: the account's confirm link is a row of this table too
    const codes = await db
      .select()
      .from(passwordCodes)
      .where(and(eq(passwordCodes.userId, user?.id ?? 0), eq(passwordCodes.purpose, 'reset')));
    expect(codes).toHaveLength(RESET_CODES_PER_DAY);
  });

  it(`lets one address ask ${RESET_ASKS_PER_EMAIL_ADDRESS_DAY} of an account's codes a day, so its owner still gets one`, async () => {
    const { email } = await register();
    const attacker = fromAddress();
    for (let i = 0; i < RESET_CODES_PER_DAY; i += 1) {
      const asked = await askCode(email, attacker);
      expect(asked.body.code).toBe(i < RESET_ASKS_PER_EMAIL_ADDRESS_DAY ? 200 : 429);
      if (i === RESET_ASKS_PER_EMAIL_ADDRESS_DAY) {
        expect(asked.body.msg).toMatch(
          /^Too many requests for a reset code from this network\. Please try again in 24 hours\.$/,
        );
        expect((asked.body.data as unknown as { retryAfter: number }).retryAfter).toBeGreaterThan(23 * 3600);
      }
    }

    const ownerAsked = Date.now();
    expect((await askCode(email, fromAddress())).body).toEqual({
      code: 200,
      msg: 'success',
      data: { sent: true },
    });
    const db = await database();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    // the reset codes only: the account's confirm link is a row of this table too
    const codes = await db
      .select()
      .from(passwordCodes)
      .where(and(eq(passwordCodes.userId, user?.id ?? 0), eq(passwordCodes.purpose, 'reset')));
    expect(codes).toHaveLength(RESET_ASKS_PER_EMAIL_ADDRESS_DAY + 1);
    const code = resetCodeIn(await mailTo(outbox, email, 'verification code', ownerAsked));
    expect((await reset(email, code)).body.code).toBe(200);
  });

  it(`refuses one address after ${RESET_ASKS_PER_ADDRESS_HOUR} codes in an hour, whatever the e-mails, known or not`, async () => {
    const { email } = await register();
    const address = fromAddress();
    for (let i = 0; i < RESET_ASKS_PER_ADDRESS_HOUR; i += 1) {
      expect((await askCode(newEmail('anyone'), address)).body.code).toBe(200);
    }
    const refused = await askCode(email, address);
    expect(refused.body.code).toBe(429);
    expect(refused.body.msg).toMatch(/Please try again in (60|59) minutes\.$/);
    expect((await askCode(newEmail('nobody'), address)).body).toEqual(refused.body);
    expect((await askCode(email, fromAddress())).body.code).toBe(200);
  });
});

describe('fast registration (POST /api/user/fastRegister)', () => {
  it('makes a password-less account, signs in, and its mailed link sets the password', async () => {
    const email = newEmail('checkout');
    const started = Date.now();
    const made = await post<SignedIn>('/api/user/fastRegister', { email }, fromAddress());
    expect(made.body).toMatchObject({ code: 200, data: { userInfo: { email, hasPassword: false } } });
    const mail = await mailTo(outbox, email, 'Choose a password', started - 1000);
    // quoted-printable: soft line breaks end in "=", and "=" itself is "=3D"
    const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /setPassword=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
    expect(token).toBeDefined();

    const set = await post<SignedIn>('/api/user/forgetPassword', { email, token, password: PASSWORD });
    expect(set.body.code).toBe(200);
    expect((await login(email, PASSWORD)).body.code).toBe(200);
    // the e-mail has an account now: another checkout gets one held apart, never this one
    const again = await post<SignedIn>('/api/user/fastRegister', { email }, fromAddress());
    expect(again.body).toMatchObject({ code: 200, data: { userInfo: { email, hasPassword: false } } });
  });
});

describe('profile and visits', () => {
  it('changes the profile, keeps fields left out, clears a field sent as ""', async () => {
    const { token } = await register();
    const changed = await post<UserInfo>(
      '/api/user/setUserInfo',
      {
        lastName: 'Keller-Smith',
        phoneCode: '1',
        phone: '555 010 2030',
        birthday: '04/23/1990',
        gender: 'female',
      },
      bearer(token),
    );
    expect(changed.body.data).toMatchObject({
      firstName: 'Maria',
      lastName: 'Keller-Smith',
      birthday: '04/23/1990',
      phone: '555 010 2030',
    });
    const cleared = await post<UserInfo>('/api/user/setUserInfo', { phone: '' }, bearer(token));
    expect(cleared.body.data).toMatchObject({ phone: '', lastName: 'Keller-Smith' });
    const bad = await post<{ fields: Record<string, string> }>(
      '/api/user/setUserInfo',
      { birthday: '1990-04-23' },
      bearer(token),
    );
    expect(bad.body.data.fields.birthday).toMatch(/MM\/DD\/YYYY/);
  });

  it('refuses a name with a hidden direction override or zero-width character, and keeps the old one', async () => {
    const { token } = await register();
    // "Maria" then U+202E: the rest shows reversed, so a label would read "Mariaexe.png"
    const spoofed = await post<{ fields: Record<string, string> }>(
      '/api/user/setUserInfo',
      { firstName: 'Maria\u202Egnp.exe', lastName: 'Kel\u200Bler' },
      bearer(token),
    );
    expect(spoofed.body.code).toBe(422);
    expect(spoofed.body.data.fields).toEqual({
      firstName:
        'Type your first name again without hidden characters (text direction marks or zero-width spaces).',
      lastName:
        'Type your last name again without hidden characters (text direction marks or zero-width spaces).',
    });
    expect((await userInfo(token)).body.data).toMatchObject({ firstName: 'Maria', lastName: 'Keller' });
  });

  it('records a visit from joinUserTime to the leave beacon once', async () => {
    const { token, email } = await register();
    const joined = await post<{ visitKey: string }>('/api/user/joinUserTime', {}, bearer(token));
    expect(joined.body.code).toBe(200);
    const { visitKey } = joined.body.data;
    expect((await post('/api/user/leaveUserTime', { visitKey })).body.data).toEqual({ recorded: true });
    expect((await post('/api/user/leaveUserTime', { visitKey })).body.data).toEqual({ recorded: false });
    const db = await database();
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row?.lastSeenAt).not.toBeNull();
  });
});

describe('the newsletter (POST /api/user/subscribe)', () => {
  it('takes a guest e-mail, and turns the newsletter on for a signed-in shopper’s own e-mail', async () => {
    const guest = await post('/api/user/subscribe', { email: newEmail('reader') });
    expect(guest.body).toMatchObject({ code: 200, data: { subscribed: true } });

    const opted = await registerConfirmed(
      { email: newEmail('opted'), password: PASSWORD, newsletter: true },
      fromAddress(),
    );
    expect(opted.userInfo.newsletter).toBe(true);

    const { email, token } = await register();
    expect((await userInfo(token)).body.data.newsletter).toBe(false);
    await post('/api/user/subscribe', { email }, bearer(token));
    expect((await userInfo(token)).body.data.newsletter).toBe(true);
  });
});
