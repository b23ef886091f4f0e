import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ACCOUNT_NOTICES_PER_DAY, LOGIN_FAILURES_PER_EMAIL, type UserInfo } from '@/lib/contract/calls/user';
import { REGISTER_ANSWER_MS } from '@/lib/server/accounts/register';
import { database } from '@/lib/server/db/database';
import { users } from '@/lib/server/db/schema';
import { post } from '../support/call-route';
import { must } from '../support/checkout-flow';
import { allMailSent, confirmTokenIn, headerOf, mailTo, useTestOutbox } from '../support/outbox';
import { CONFIRM_SUBJECT, registerConfirmed } from '../support/registered-shopper';

// docs/security.md#account-enumeration: registering answers a known e-mail exactly as an unknown
// one, in the same time; what differs goes to the mailbox.

type SignedIn = { token: string; userInfo: UserInfo };
type Headers = Record<string, string>;
const PASSWORD = 'glasses-and-frames';
const WRONG_LOGIN = { code: 0, msg: 'The e-mail or password is not right.', data: null };
const EXISTS_SUBJECT = 'You already have an Oculo account';

const newEmail = (name = 'shopper') => `${name}-${randomBytes(4).toString('hex')}@example.com`;
/** Each call's own network address, so the per-address limits of one test leave the others alone. */
const fromAddress = (): Headers => ({ 'x-oculo-peer': `10.${randomBytes(3).join('.')}` });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

let outbox = '';
beforeAll(async () => {
  outbox = await useTestOutbox();
});

/** The answer of a call as it goes over the wire, and how long it took. */
async function timed(call: () => Promise<{ body: unknown }>) {
  const started = performance.now();
  const answer = await call();
  return { wire: JSON.stringify(answer.body), ms: performance.now() - started };
}

const register = (email: string, password = PASSWORD) =>
  post('/api/user/register', { email, password, firstName: 'Maria' }, fromAddress());
const login = (email: string, password: string, headers: Headers = fromAddress()) =>
  post<SignedIn>('/api/user/login', { email, password }, headers);

/** A mail's words with quoted-printable's soft line breaks undone. */
const wordsOf = (raw: string) => raw.replace(/=\r?\n/g, '');

/** The mails of the outbox to `to` whose subject holds `subject`. */
async function mailsTo(to: string, subject: string): Promise<string[]> {
  await allMailSent();
  const files = await readdir(outbox).catch(() => [] as string[]);
  const raws = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
  return raws.filter((raw) => headerOf(raw, 'To') === to && headerOf(raw, 'Subject').includes(subject));
}

async function accountRows(email: string) {
  const db = await database();
  return db.select().from(users).where(eq(users.email, email));
}

describe('POST /api/user/register answers a known e-mail as an unknown one', () => {
  it('gives byte-identical answers, both past the floor, and mails the difference', async () => {
    const known = newEmail('known');
    await registerConfirmed({ email: known, password: PASSWORD, firstName: 'Owner' }, fromAddress());
    const [before] = await accountRows(known);
    const unknown = newEmail('unknown');

    const started = Date.now();
    const forKnown = await timed(() => register(known, 'another-password-1'));
    const forUnknown = await timed(() => register(unknown));
    expect(forKnown.wire).toBe(forUnknown.wire);
    expect(JSON.parse(forKnown.wire)).toEqual({ code: 200, msg: 'success', data: { sent: true } });
    expect(forKnown.ms).toBeGreaterThanOrEqual(REGISTER_ANSWER_MS - 5);
    expect(forUnknown.ms).toBeGreaterThanOrEqual(REGISTER_ANSWER_MS - 5);

    // the known e-mail: nothing made or changed; its owner is told, with the way to reset
    expect(await accountRows(known)).toEqual([before]);
    const told = await mailTo(outbox, known, EXISTS_SUBJECT, started - 1000);
    expect(wordsOf(told)).toContain('Someone asked to create an Oculo account with this e-mail address');
    expect(await mailsTo(known, CONFIRM_SUBJECT)).toHaveLength(1); // its own registration's only

    // the unknown e-mail: an account, not signed in anywhere, and the link that signs in
    const [made] = await accountRows(unknown);
    expect(made).toMatchObject({ emailConfirmedAt: null, guestOfUserId: null });
    const link = confirmTokenIn(await mailTo(outbox, unknown, CONFIRM_SUBJECT, started - 1000));
    const confirmed = await post<SignedIn>('/api/user/confirmEmail', { token: link });
    expect(confirmed.body).toMatchObject({
      code: 200,
      data: { userInfo: { email: unknown, firstName: 'Maria', hasPassword: true } },
    });
    expect((await post('/api/user/userInfo', {}, bearer(confirmed.body.data.token))).body.code).toBe(200);
    expect(must((await accountRows(unknown))[0]).emailConfirmedAt).not.toBeNull();
    // the link works once; then the password signs in
    expect((await post('/api/user/confirmEmail', { token: link })).body.code).toBe(0);
    expect((await login(unknown, PASSWORD)).body.code).toBe(200);
  });

  it(`tells the owner at most ${ACCOUNT_NOTICES_PER_DAY} times a day, answering every request alike`, async () => {
    const email = newEmail('flooded');
    await registerConfirmed({ email, password: PASSWORD }, fromAddress());
    for (let i = 0; i < ACCOUNT_NOTICES_PER_DAY + 2; i += 1) {
      expect((await register(email)).body).toEqual({ code: 200, msg: 'success', data: { sent: true } });
    }
    expect(await mailsTo(email, EXISTS_SUBJECT)).toHaveLength(ACCOUNT_NOTICES_PER_DAY);
  });
});

describe('POST /api/user/login before the e-mail is confirmed', () => {
  it('answers as a wrong password, counts as one, and mails the confirm link again', async () => {
    const email = newEmail('early');
    expect((await register(email)).body.code).toBe(200);
    const first = await mailTo(outbox, email, CONFIRM_SUBJECT);

    const address = fromAddress();
    const started = Date.now();
    expect((await login(email, PASSWORD, address)).body).toEqual(WRONG_LOGIN);
    expect((await login(email, 'not the password', address)).body).toEqual(WRONG_LOGIN);
    expect((await login(newEmail('nobody'), PASSWORD, address)).body).toEqual(WRONG_LOGIN);

    // the right password sent the link again; either link confirms and signs in
    // (written after the first link: a mail's file is named by the time it was written)
    const again = await mailTo(outbox, email, CONFIRM_SUBJECT, started + 1);
    expect(confirmTokenIn(again)).not.toBe(confirmTokenIn(first));
    // the right password counted as a failure: the pair is refused at the limit
    for (let i = 2; i < LOGIN_FAILURES_PER_EMAIL; i += 1) await login(email, PASSWORD, address);
    expect((await login(email, PASSWORD, address)).body.code).toBe(429);

    const confirmed = await post<SignedIn>('/api/user/confirmEmail', { token: confirmTokenIn(again) });
    expect(confirmed.body.code).toBe(200);
    expect((await login(email, PASSWORD)).body.code).toBe(200);
  });
});
