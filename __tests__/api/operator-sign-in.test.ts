import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LOGIN_FAILURES_PER_EMAIL } from '@/lib/contract/calls/user';
import { database } from '@/lib/server/platform/db/database';
import { staffSessions } from '@/lib/server/platform/db/schema';
import { runOperatorCommand } from '@/lib/server/domain/staff/command-line';
import { currentCode } from '@/lib/server/domain/staff/totp';
import { post, get } from '../support/call-route';
import { mailTo, useTestOutbox } from '../support/outbox';
import { createOperator, finishFirstSignIn } from '../support/operators';
import { createShopper } from '../support/shoppers';

// The console's sign-in (staff accounts, TOTP for owners, sessions of 8 h / 30 min idle, sign-in
// limits, a shopper's token opens nothing) and the audit log: docs/operating.md#roles,
// docs/operating.md#audit-log.

const PASSWORD = 'a long operator password';
const newEmail = (name = 'owner') => `${name}-${randomBytes(4).toString('hex')}@oculo.test`;
const fromAddress = () => ({ 'x-oculo-peer': `10.${randomBytes(3).join('.')}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type SignInAnswer =
  | { state: 'signed-in'; token: string; operator: { email: string; role: string; twoFactor: boolean } }
  | { state: 'code' }
  | { state: 'enrol'; secret: string; uri: string; qrSvg: string };

const signIn = (body: Record<string, unknown>, headers = fromAddress()) =>
  post<SignInAnswer>('/api/admin/session/signIn', body, headers);

const tokenOfLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** A member added by the command, with the password chosen through their link. */
async function addMember(role: 'owner' | 'staff' | 'catalog', email = newEmail(role)) {
  const printed = await runOperatorCommand({ kind: 'add', email, role, name: 'Ada Lovelace' });
  const link = /https?:\/\/\S+/.exec(printed)?.[0] ?? '';
  const chosen = await post('/api/admin/session/setPassword', {
    token: tokenOfLink(link),
    password: PASSWORD,
  });
  expect(chosen.body.code).toBe(200);
  return { email, link };
}

/** An owner through the whole first sign-in: password, then enrolment of the authenticator. */
async function enrolledOwner() {
  const { email } = await addMember('owner');
  const first = await signIn({ email, password: PASSWORD });
  if (first.body.data.state !== 'enrol') throw new Error(`expected enrolment, got ${first.body.msg}`);
  const { secret } = first.body.data;
  const enrolledAt = Date.now();
  const enrolCode = currentCode(secret, enrolledAt);
  const done = await signIn({ email, password: PASSWORD, enrolSecret: secret, code: enrolCode });
  if (done.body.data.state !== 'signed-in') throw new Error(done.body.msg);
  return { email, secret, token: done.body.data.token, enrolCode, enrolledAt };
}

describe('the first owner comes from the command line', () => {
  it('prints a one-time link that chooses the password, and mails it', async () => {
    const outbox = await useTestOutbox();
    const email = newEmail();
    const printed = await runOperatorCommand({ kind: 'add', email, role: 'owner', name: 'Ada' });
    expect(printed).toContain(`Added ${email} as owner.`);
    const link = /https?:\/\/\S+/.exec(printed)?.[0] ?? '';
    expect(link).toMatch(/\/admin\/set-password\?token=/);
    expect(await mailTo(outbox, email, 'operator console')).toContain('set-password?token=3D');

    const info = await post('/api/admin/session/passwordLink', { token: tokenOfLink(link) });
    expect(info.body).toMatchObject({ code: 200, data: { email, role: 'owner' } });
    const short = await post('/api/admin/session/setPassword', {
      token: tokenOfLink(link),
      password: 'short',
    });
    expect(short.body.code).toBe(422);
    const set = await post('/api/admin/session/setPassword', {
      token: tokenOfLink(link),
      password: PASSWORD,
    });
    expect(set.body).toMatchObject({ code: 200, data: { email } });
    // used once
    const again = await post('/api/admin/session/setPassword', {
      token: tokenOfLink(link),
      password: PASSWORD,
    });
    expect(again.body.code).toBe(404);
    expect((await post('/api/admin/session/passwordLink', { token: tokenOfLink(link) })).body.code).toBe(404);
  });

  it('refuses a second member with the same e-mail', async () => {
    const email = newEmail();
    await runOperatorCommand({ kind: 'add', email, role: 'staff', name: '' });
    await expect(
      runOperatorCommand({ kind: 'add', email: email.toUpperCase(), role: 'owner', name: '' }),
    ).rejects.toThrow('already a member');
  });
});

describe('signing in', () => {
  it('makes an owner enrol a second factor, then asks for a code each time, each code good once', async () => {
    const { email, secret, token, enrolCode, enrolledAt } = await enrolledOwner();
    const me = await get('/api/admin/session/me');
    expect(me.body.code).toBe(3);
    const mine = await (
      await import('../support/call-route')
    ).callRoute('GET', '/api/admin/session/me', {
      headers: bearer(token),
    });
    expect(mine.body).toMatchObject({ code: 200, data: { email, role: 'owner', twoFactor: true } });

    // the password alone is not enough now
    const next = await signIn({ email, password: PASSWORD });
    expect(next.body).toMatchObject({ code: 200, data: { state: 'code' } });
    const wrong = await signIn({
      email,
      password: PASSWORD,
      code: '000000' === enrolCode ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe(0);
    // the code the enrolment used is spent: a replay is refused. The very code it used, not the
    // clock's code now, which is a fresh one when a 30-second step has passed meanwhile.
    const replay = await signIn({ email, password: PASSWORD, code: enrolCode });
    expect(replay.body.code).toBe(0);
    const later = enrolledAt + 30_000;
    const good = await signIn({ email, password: PASSWORD, code: currentCode(secret, later) });
    expect(good.body.data).toMatchObject({ state: 'signed-in' });
  });

  it('refuses an enrolment whose code was not made from the secret', async () => {
    const { email } = await addMember('owner');
    const first = await signIn({ email, password: PASSWORD });
    if (first.body.data.state !== 'enrol') throw new Error('expected enrolment');
    expect(first.body.data.qrSvg).toMatch(/^<svg/);
    expect(first.body.data.uri).toContain('otpauth://totp/');
    const other = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const refused = await signIn({
      email,
      password: PASSWORD,
      enrolSecret: first.body.data.secret,
      code: currentCode(other),
    });
    expect(refused.body.code).toBe(0);
  });

  it('lets a staff member in with the password alone', async () => {
    const { email } = await addMember('staff');
    const result = await signIn({ email, password: PASSWORD });
    expect(result.body.data).toMatchObject({
      state: 'signed-in',
      operator: { role: 'staff', twoFactor: false },
    });
  });

  it('answers the same for an unknown e-mail and a wrong password, and limits failures', async () => {
    const { email } = await addMember('staff');
    const headers = fromAddress();
    const unknown = await signIn({ email: newEmail('nobody'), password: PASSWORD }, headers);
    const wrong = await signIn({ email, password: 'not the password' }, headers);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.code).toBe(0);
    for (let i = 1; i < LOGIN_FAILURES_PER_EMAIL; i += 1) await signIn({ email, password: 'wrong' }, headers);
    const limited = await signIn({ email, password: PASSWORD }, headers);
    expect(limited.body.code).toBe(429);
  });

  it('refuses a shopper’s account and a shopper’s password: the two are apart', async () => {
    const shopper = await createShopper();
    const result = await signIn({ email: shopper.email, password: PASSWORD });
    expect(result.body.code).toBe(0);
  });
});

describe('operator sessions', () => {
  it('end after 30 minutes without a call, after 8 hours, and on sign-out', async () => {
    const db = await database();
    const idle = await createOperator('staff');
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(staffSessions.staffId, idle.staffId));
    expect((await callMe(idle.token)).body.code).toBe(3);

    const old = await createOperator('staff');
    await db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.staffId, old.staffId));
    expect((await callMe(old.token)).body.code).toBe(3);

    const live = await createOperator('staff');
    // a call 29 minutes after the last one keeps the session and starts its idle clock again
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(eq(staffSessions.staffId, live.staffId));
    expect((await callMe(live.token)).body.code).toBe(200);
    const [row] = await db.select().from(staffSessions).where(eq(staffSessions.staffId, live.staffId));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect((await post('/api/admin/session/signOut', {}, live.headers)).body.code).toBe(200);
    expect((await callMe(live.token)).body.code).toBe(3);
  });

  it('never take a shopper’s token, and an operator’s token is no shopper’s', async () => {
    const shopper = await createShopper();
    expect((await callMe(shopper.token)).body).toMatchObject({ code: 3 });
    const operator = await createOperator('owner');
    const info = await (
      await import('../support/call-route')
    ).callRoute('POST', '/api/user/userInfo', {
      headers: operator.headers,
    });
    expect(info.body.code).toBe(3);
  });

  const callMe = async (token: string) =>
    (await import('../support/call-route')).callRoute('GET', '/api/admin/session/me', {
      headers: bearer(token),
    });
});

describe('staff accounts (owners only)', () => {
  it('lets an owner add, change, disable and reset members, each in the audit log', async () => {
    const owner = await createOperator('owner');
    const email = newEmail('staff');
    const added = await post<{ member: { id: number }; link: string }>(
      '/api/admin/staff/add',
      { email, name: 'Grace Hopper', role: 'staff' },
      owner.headers,
    );
    expect(added.body.code).toBe(200);
    const id = added.body.data.member.id;
    const set = await post('/api/admin/session/setPassword', {
      token: tokenOfLink(added.body.data.link),
      password: PASSWORD,
    });
    expect(set.body.code).toBe(200);
    const member = await signIn({ email, password: PASSWORD });
    if (member.body.data.state !== 'signed-in') throw new Error(member.body.msg);
    const memberToken = member.body.data.token;

    // a staff member may not manage staff
    const staffHeaders = bearer(memberToken);
    expect(
      (await post('/api/admin/staff/add', { email: newEmail(), role: 'owner' }, staffHeaders)).body.code,
    ).toBe(403);
    expect((await post('/api/admin/audit/list', {}, staffHeaders)).body.code).toBe(403);

    const catalog = await post('/api/admin/staff/update', { id, role: 'catalog' }, owner.headers);
    expect(catalog.body).toMatchObject({ code: 200, data: { role: 'catalog' } });
    // a role change ends the member's sessions: they sign in again with the new role
    expect((await callRouteMe(memberToken)).body.code).toBe(3);

    const disabled = await post('/api/admin/staff/update', { id, disabled: true }, owner.headers);
    expect(disabled.body).toMatchObject({ code: 200, data: { disabled: true } });
    expect((await signIn({ email, password: PASSWORD })).body.code).toBe(0);

    const reset = await post<{ link: string }>('/api/admin/staff/resetAccess', { id }, owner.headers);
    expect(reset.body.code).toBe(200);

    const log = await post<{
      list: { action: string; actor: string; objectId: string; before: unknown; after: unknown }[];
    }>('/api/admin/audit/list', { objectId: email }, owner.headers);
    const actions = log.body.data.list.map((line) => line.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'staff.add',
        'staff.set-password',
        'staff.sign-in',
        'staff.update',
        'staff.disable',
        'staff.reset-access',
      ]),
    );
    const update = log.body.data.list.find((line) => line.action === 'staff.update');
    expect(update).toMatchObject({
      actor: owner.email,
      before: { role: 'staff' },
      after: { role: 'catalog' },
    });
    const byAction = await post<{ list: { action: string }[]; total: number }>(
      '/api/admin/audit/list',
      { objectId: email, action: 'staff.dis', pageSize: 1 },
      owner.headers,
    );
    expect(byAction.body.data).toMatchObject({ total: 1, list: [{ action: 'staff.disable' }] });
  });

  it('changes nothing, and logs nothing, for an update that asks for nothing', async () => {
    const owner = await createOperator('owner');
    const staff = await createOperator('staff');
    const same = await post('/api/admin/staff/update', { id: staff.staffId }, owner.headers);
    expect(same.body).toMatchObject({
      code: 200,
      data: { email: staff.email, role: 'staff', disabled: false },
    });
    const log = await post<{ total: number }>(
      '/api/admin/audit/list',
      { objectId: staff.email },
      owner.headers,
    );
    expect(log.body.data.total).toBe(0);
  });

  it('adds a member once when the same e-mail is added twice at once (a double click)', async () => {
    const owner = await createOperator('owner');
    const email = newEmail('twin');
    const answers = await Promise.all([
      post('/api/admin/staff/add', { email, role: 'staff' }, owner.headers),
      post('/api/admin/staff/add', { email, role: 'staff' }, owner.headers),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.code]).sort()).toEqual([
      [200, 0],
      [200, 200],
    ]);
    const refused = answers.find((answer) => answer.body.code === 0);
    expect(refused?.body.msg).toBe(`${email} is already a member of the staff.`);
  });

  it('never leaves the shop without an enabled owner who can sign in', async () => {
    const db = await database();
    // only the owners made here count: earlier tests' owners are disabled first
    await db.execute(
      (await import('drizzle-orm')).sql`update staff_members set disabled_at = now() where role = 'owner'`,
    );
    const owner = await createOperator('owner');
    await finishFirstSignIn(owner);
    const self = await post('/api/admin/staff/update', { id: owner.staffId, role: 'staff' }, owner.headers);
    expect(self.body.code).toBe(0);
    expect(self.body.msg).toContain('at least one enabled owner who can sign in');
    // (docs/security.md#last-owner; __tests__/api/last-owner.test.ts for owners who cannot)
    const other = await createOperator('owner');
    await finishFirstSignIn(other);
    const demoted = await post(
      '/api/admin/staff/update',
      { id: owner.staffId, role: 'staff' },
      other.headers,
    );
    expect(demoted.body.code).toBe(200);
  });

  it('lets one of two owners who demote each other at once win, the other refused (no deadlock)', async () => {
    const db = await database();
    for (let round = 0; round < 3; round += 1) {
      // only the two owners made here count
      await db.execute(
        (await import('drizzle-orm')).sql`update staff_members set disabled_at = now() where role = 'owner'`,
      );
      const one = await createOperator('owner');
      const two = await createOperator('owner');
      await Promise.all([finishFirstSignIn(one), finishFirstSignIn(two)]);
      const answers = await Promise.all([
        post('/api/admin/staff/update', { id: two.staffId, role: 'staff' }, one.headers),
        post('/api/admin/staff/update', { id: one.staffId, role: 'staff' }, two.headers),
      ]);
      expect(answers.map((answer) => [answer.status, answer.body.code]).sort()).toEqual([
        [200, 0],
        [200, 200],
      ]);
    }
  });

  const callRouteMe = async (token: string) =>
    (await import('../support/call-route')).callRoute('GET', '/api/admin/session/me', {
      headers: bearer(token),
    });
});

describe('a second factor a member turns on', () => {
  it('is asked for at every later sign-in, once a code from the app proved it', async () => {
    const { email } = await addMember('staff');
    const first = await signIn({ email, password: PASSWORD });
    if (first.body.data.state !== 'signed-in') throw new Error(first.body.msg);
    const headers = bearer(first.body.data.token);

    const offered = await post<{ secret: string; qrSvg: string }>(
      '/api/admin/session/twoFactorSecret',
      {},
      headers,
    );
    expect(offered.body.code).toBe(200);
    const { secret } = offered.body.data;
    expect(offered.body.data.qrSvg).toMatch(/^<svg/);
    // a code of another secret proves nothing, and nothing was kept
    const other = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const wrong = await post(
      '/api/admin/session/enableTwoFactor',
      { secret, code: currentCode(other) },
      headers,
    );
    expect(wrong.body.code).toBe(0);
    expect((await signIn({ email, password: PASSWORD })).body.data).toMatchObject({ state: 'signed-in' });

    const on = await post(
      '/api/admin/session/enableTwoFactor',
      { secret, code: currentCode(secret) },
      headers,
    );
    expect(on.body).toMatchObject({ code: 200, data: { email, twoFactor: true } });
    expect((await post('/api/admin/session/twoFactorSecret', {}, headers)).body.code).toBe(0);
    expect((await signIn({ email, password: PASSWORD })).body.data).toEqual({ state: 'code' });
    const next = await signIn({ email, password: PASSWORD, code: currentCode(secret, Date.now() + 30_000) });
    expect(next.body.data).toMatchObject({ state: 'signed-in', operator: { twoFactor: true } });
  });
});
