import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_NOTICES_PER_DAY, LOGIN_FAILURES_PER_EMAIL, type UserInfo } from '@/lib/contract/calls/user';
import { FAST_REGISTER_ANSWER_MS, REGISTER_ANSWER_MS } from '@/lib/server/domain/accounts/register';
import { database } from '@/lib/server/platform/db/database';
import { orders, users } from '@/lib/server/platform/db/schema';
import { post } from '../support/call-route';
import {
  addToCart,
  freshProduct,
  guestDevice,
  must,
  okData,
  payWithDemo,
  snapshoot,
  snapshootShipping,
  submitOrder,
  US_ADDRESS,
} from '../support/checkout-flow';
import { allMailSent, confirmTokenIn, headerOf, mailTo, useTestOutbox } from '../support/outbox';
import { CONFIRM_SUBJECT, registerConfirmed } from '../support/registered-shopper';

// docs/security.md#account-enumeration: registering and a guest checkout answer a known e-mail
// exactly as an unknown one, in the same time; what differs goes to the mailbox.

type SignedIn = { token: string; userInfo: UserInfo };
type Headers = Record<string, string>;
const PASSWORD = 'glasses-and-frames';
const WRONG_LOGIN = { code: 0, msg: 'The e-mail or password is not right.', data: null };
const EXISTS_SUBJECT = 'You already have an account at Oculo';
const CHECKOUT_SUBJECT = 'A checkout with your e-mail';

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
    expect(wordsOf(told)).toContain('Someone asked to create an account at Oculo with this e-mail address');
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

/** A guest's snapshot of one accessory, on a device of its own. */
async function guestCheckout() {
  const device = { ...guestDevice(), ...fromAddress() };
  okData(await addToCart(device, await freshProduct('accessories')));
  return { device, snapshotId: okData(await snapshoot(device)).snapshotId };
}

/** What a session shows of its account: profile, addresses and orders. */
async function seenBy(token: string) {
  const headers = bearer(token);
  return {
    info: okData(await post<UserInfo>('/api/user/userInfo', {}, headers)),
    addresses: okData(await post<{ list: { city: string }[] }>('/api/address/list', {}, headers)).list,
    orders: okData(await post<{ list: { orderNumber: string }[] }>('/api/order/list', {}, headers)).list,
  };
}

/** A confirmed account with an address and a paid order of its own. */
async function ownerWithOrder() {
  const email = newEmail('owner');
  const owner = await registerConfirmed({ email, password: PASSWORD, firstName: 'Olivia' }, fromAddress());
  const headers = bearer(owner.token);
  okData(await post('/api/address/save', { ...US_ADDRESS, city: 'Owner City' }, headers));
  okData(await addToCart(headers, await freshProduct('accessories')));
  const { snapshotId } = okData(await snapshoot(headers));
  okData(await snapshootShipping(headers, snapshotId, { address: US_ADDRESS }));
  const order = okData(await submitOrder(headers, snapshotId));
  okData(await payWithDemo(headers, order.orderNumber));
  return { email, token: owner.token, orderNumber: order.orderNumber };
}

/** The answer with what differs between any two new accounts (the e-mail, the time) set aside. */
const shapeOf = (answer: { body: { code: number; data: SignedIn } }) => ({
  code: answer.body.code,
  keys: Object.keys(answer.body.data).sort(),
  userInfo: { ...answer.body.data.userInfo, email: '', memberSince: '' },
});

describe('a first password chosen at checkout (POST /api/user/setPassword, a fresh session)', () => {
  it('mails the confirm link at once, and once it is opened the password signs in', async () => {
    const email = newEmail('guest');
    const made = await post<SignedIn>('/api/user/fastRegister', { email }, fromAddress());
    expect(made.body.code).toBe(200);
    const started = Date.now();
    const chosen = await post(
      '/api/user/setPassword',
      { password: PASSWORD },
      { ...bearer(made.body.data.token), ...fromAddress() },
    );
    expect(chosen.body.code).toBe(200);

    const link = confirmTokenIn(await mailTo(outbox, email, CONFIRM_SUBJECT, started - 1));
    expect((await post<SignedIn>('/api/user/confirmEmail', { token: link })).body.code).toBe(200);
    expect((await login(email, PASSWORD)).body.code).toBe(200);
  });
});

describe('POST /api/user/fastRegister with a known e-mail', () => {
  it('answers as for an unknown one, past the floor, and signs into an account held apart', async () => {
    const owner = await ownerWithOrder();
    const unknown = newEmail('fresh');
    const started = Date.now();
    const [forKnown, forUnknown] = [
      await timed(() => post<SignedIn>('/api/user/fastRegister', { email: owner.email }, fromAddress())),
      await timed(() => post<SignedIn>('/api/user/fastRegister', { email: unknown }, fromAddress())),
    ];
    const known = JSON.parse(forKnown.wire) as { code: number; data: SignedIn };
    const fresh = JSON.parse(forUnknown.wire) as { code: number; data: SignedIn };
    expect(shapeOf({ body: known })).toEqual(shapeOf({ body: fresh }));
    expect(known.data.userInfo).toMatchObject({ email: owner.email, firstName: '', hasPassword: false });
    expect(forKnown.ms).toBeGreaterThanOrEqual(FAST_REGISTER_ANSWER_MS - 5);
    expect(forUnknown.ms).toBeGreaterThanOrEqual(FAST_REGISTER_ANSWER_MS - 5);

    // the session is not the owner's: none of its name, addresses or orders
    const seen = await seenBy(known.data.token);
    expect(seen.info).toMatchObject({ email: owner.email, firstName: '' });
    expect(seen.addresses).toEqual([]);
    expect(seen.orders).toEqual([]);
    // one account per e-mail still: the held one stands beside it, and signs nobody in
    const rows = await accountRows(owner.email);
    expect(rows).toHaveLength(2);
    const owners = rows.filter((row) => row.guestOfUserId === null);
    expect(owners).toHaveLength(1);
    expect(rows.find((row) => row.guestOfUserId !== null)?.guestOfUserId).toBe(owners[0]?.id);

    // the owner is told; the set-password link went only to the unknown e-mail
    expect(wordsOf(await mailTo(outbox, owner.email, CHECKOUT_SUBJECT, started - 1000))).toContain(
      'Someone checked out with this e-mail address without signing in',
    );
    expect(await mailsTo(owner.email, 'Choose a password')).toEqual([]);
    expect(await mailsTo(unknown, 'Choose a password')).toHaveLength(1);

    // a first password chosen by the fresh session is taken, as for any account without one,
    // but never signs in: sign-in reads the owner's account only, wherever its row now lies
    const chosen = await post(
      '/api/user/setPassword',
      { password: 'held-password-1' },
      bearer(known.data.token),
    );
    expect(chosen.body).toEqual({ code: 200, msg: 'success', data: { changed: true } });
    okData(await post('/api/user/setUserInfo', { lastName: 'Owner' }, bearer(owner.token)));
    expect((await login(owner.email, 'held-password-1')).body).toEqual(WRONG_LOGIN);
    expect((await login(owner.email, PASSWORD)).body.code).toBe(200);
  });
});

describe('the newsletter of an e-mail, from an account that has not proved its mailbox', () => {
  type Choices = { list: { topic: string; subscribed: boolean }[] };
  const newsletterIn = (choices: Choices) =>
    choices.list.find((row) => row.topic === 'newsletter')?.subscribed;

  it('is neither shown to a held session nor taken off the list by it', async () => {
    const owner = await ownerWithOrder();
    okData(await post('/api/user/subscribe', { email: owner.email }, bearer(owner.token)));
    const held = okData(
      await post<SignedIn>('/api/user/fastRegister', { email: owner.email }, fromAddress()),
    );
    const heldHeaders = bearer(held.token);

    // the owner's subscription is the owner's: the held session sees its own choice (none yet)
    expect(held.userInfo.newsletter).toBe(false);
    expect(newsletterIn(okData(await post<Choices>('/api/subscription/list', {}, heldHeaders)))).toBe(false);

    // turning it off is kept as the held account's own choice; the e-mail stays on the list
    okData(await post('/api/subscription/save', { topic: 'newsletter', subscribed: false }, heldHeaders));
    const ownerInfo = okData(await post<UserInfo>('/api/user/userInfo', {}, bearer(owner.token)));
    expect(ownerInfo.newsletter).toBe(true);
    expect(newsletterIn(okData(await post<Choices>('/api/subscription/list', {}, bearer(owner.token))))).toBe(
      true,
    );
  });
});

describe('a guest checkout with a known e-mail (POST /api/cart/snapshootShipping)', () => {
  it('is answered as for a new e-mail; the owner’s next sign-in takes its paid order, not its unpaid one', async () => {
    const owner = await ownerWithOrder();
    const paidCheckout = await guestCheckout();
    const shipped = okData(
      await snapshootShipping(paidCheckout.device, paidCheckout.snapshotId, {
        address: US_ADDRESS,
        email: owner.email,
      }),
    );
    const held = must(shipped.signIn);
    const heldHeaders = bearer(held.token);
    const seen = await seenBy(held.token);
    expect(seen.info).toMatchObject({
      email: owner.email,
      firstName: US_ADDRESS.firstName,
      hasPassword: false,
    });
    expect(seen.addresses.map((address) => address.city)).toEqual([US_ADDRESS.city]);
    expect(seen.orders).toEqual([]);
    const paid = okData(await submitOrder(heldHeaders, paidCheckout.snapshotId));
    okData(await payWithDemo(heldHeaders, paid.orderNumber));

    // a second checkout of the same guest, left unpaid
    const unpaidCheckout = await guestCheckout();
    const second = must(
      okData(
        await snapshootShipping(unpaidCheckout.device, unpaidCheckout.snapshotId, {
          address: US_ADDRESS,
          email: owner.email,
        }),
      ).signIn,
    );
    const unpaid = okData(await submitOrder(bearer(second.token), unpaidCheckout.snapshotId));

    // before the owner signs in, their account has only its own order
    expect((await seenBy(owner.token)).orders.map((order) => order.orderNumber)).toEqual([owner.orderNumber]);

    const signedIn = okData(await login(owner.email, PASSWORD));
    const mine = (await seenBy(signedIn.token)).orders.map((order) => order.orderNumber);
    expect(mine.sort()).toEqual([owner.orderNumber, paid.orderNumber].sort());
    expect((await seenBy(held.token)).orders).toEqual([]);
    expect((await seenBy(second.token)).orders.map((order) => order.orderNumber)).toEqual([
      unpaid.orderNumber,
    ]);
    const db = await database();
    const [ownerRow] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, owner.email), isNull(users.guestOfUserId)));
    const [moved] = await db.select().from(orders).where(eq(orders.number, paid.orderNumber));
    expect(moved?.userId).toBe(ownerRow?.id);
  });
});
