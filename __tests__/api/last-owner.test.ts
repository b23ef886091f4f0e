import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db/database';
import { runOperatorCommand } from '@/lib/server/domain/staff/command-line';
import { currentCode } from '@/lib/server/domain/staff/totp';
import { callRoute, post } from '../support/call-route';

// docs/security.md#last-owner: an owner may not demote, disable or reset the last owner who can
// sign in (enabled, with a password and a second factor), themselves included. An invited owner
// who never chose a password does not count, nor one who chose a password but has no second
// factor yet. The command line still resets anyone: it is how a locked-out owner gets back in.

const PASSWORD = 'a long operator password';
const LAST_OWNER = 'at least one enabled owner who can sign in';
const newEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@oculo.test`;
// each sign-in from its own address, so the sign-in limits never meet this file's sign-ins
const fromAddress = () => ({ 'x-oculo-peer': `10.${randomBytes(3).join('.')}` });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const tokenOfLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

type SignInAnswer =
  { state: 'signed-in'; token: string } | { state: 'code' } | { state: 'enrol'; secret: string };

/** Chooses the password through the member's link. */
async function choosePassword(link: string): Promise<void> {
  const set = await post('/api/admin/session/setPassword', { token: tokenOfLink(link), password: PASSWORD });
  expect(set.body.code).toBe(200);
}

/** The first sign-in of an owner with a password: the authenticator is enrolled there. */
async function firstSignIn(email: string): Promise<string> {
  const first = await post<SignInAnswer>(
    '/api/admin/session/signIn',
    { email, password: PASSWORD },
    fromAddress(),
  );
  if (first.body.data.state !== 'enrol') throw new Error(`expected enrolment, got ${first.body.msg}`);
  const { secret } = first.body.data;
  const done = await post<SignInAnswer>(
    '/api/admin/session/signIn',
    { email, password: PASSWORD, enrolSecret: secret, code: currentCode(secret) },
    fromAddress(),
  );
  if (done.body.data.state !== 'signed-in') throw new Error(done.body.msg);
  return done.body.data.token;
}

interface Member {
  id: number;
  email: string;
  role: string;
  disabled: boolean;
}

/** A member as the console's staff list shows them. */
async function member(headers: Record<string, string>, email: string): Promise<Member | undefined> {
  const list = await callRoute<{ list: Member[] }>('GET', '/api/admin/staff/list', { headers });
  expect(list.body.code).toBe(200);
  return list.body.data.list.find((row) => row.email === email);
}

interface Owners {
  /** The owner who can sign in, signed in. */
  first: { id: number; email: string; headers: Record<string, string> };
  /** An owner the first invited, who has not opened their link yet. */
  invited: { id: number; email: string; link: string };
}

/**
 * The shop's only owner who can sign in (added on the command line, password chosen, authenticator
 * enrolled), and a second owner they invited who never chose a password.
 */
async function oneOwnerWhoCanSignIn(): Promise<Owners> {
  // only the owners made here count: earlier tests' owners are disabled first
  await (await database()).execute(sql`update staff_members set disabled_at = now() where role = 'owner'`);
  const email = newEmail('owner');
  const printed = await runOperatorCommand({ kind: 'add', email, role: 'owner', name: 'Ada' });
  await choosePassword(/https?:\/\/\S+/.exec(printed)?.[0] ?? '');
  const headers = bearer(await firstSignIn(email));
  const id = (await member(headers, email))?.id ?? 0;

  const invitedEmail = newEmail('invited');
  const added = await post<{ member: { id: number }; link: string }>(
    '/api/admin/staff/add',
    { email: invitedEmail, role: 'owner' },
    headers,
  );
  expect(added.body.code).toBe(200);
  return {
    first: { id, email, headers },
    invited: { id: added.body.data.member.id, email: invitedEmail, link: added.body.data.link },
  };
}

const changes = {
  'demote themselves': (first: Owners['first']) =>
    post('/api/admin/staff/update', { id: first.id, role: 'staff' }, first.headers),
  'disable themselves': (first: Owners['first']) =>
    post('/api/admin/staff/update', { id: first.id, disabled: true }, first.headers),
  'reset their own access': (first: Owners['first']) =>
    post('/api/admin/staff/resetAccess', { id: first.id }, first.headers),
};

describe.each(Object.entries(changes))('the last owner who can sign in may not %s', (_what, change) => {
  it('while the other owner has not chosen a password, nor while they have no second factor', async () => {
    const { first, invited } = await oneOwnerWhoCanSignIn();
    const refused = await change(first);
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toContain(LAST_OWNER);

    // nothing changed: still an enabled owner, still signed in
    expect(await member(first.headers, first.email)).toMatchObject({ role: 'owner', disabled: false });

    // a password alone does not make the other owner count: they have not enrolled yet
    await choosePassword(invited.link);
    const stillRefused = await change(first);
    expect(stillRefused.body.code).toBe(0);
    expect(stillRefused.body.msg).toContain(LAST_OWNER);
  });

  it("while the other owner's second factor is locked after wrong codes", async () => {
    const { first, invited } = await oneOwnerWhoCanSignIn();
    await choosePassword(invited.link);
    await firstSignIn(invited.email);
    await (
      await database()
    ).execute(sql`update staff_members set totp_locked_at = now() where id = ${invited.id}`);
    const refused = await change(first);
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toContain(LAST_OWNER);
  });

  it('once the other owner has a password and a second factor, may', async () => {
    const { first, invited } = await oneOwnerWhoCanSignIn();
    await choosePassword(invited.link);
    await firstSignIn(invited.email);
    const done = await change(first);
    expect(done.body).toMatchObject({ code: 200 });
  });
});

describe('what the rule leaves alone', () => {
  it('lets the owner who can sign in reset, demote and disable the invited owner', async () => {
    const { first, invited } = await oneOwnerWhoCanSignIn();
    const reset = await post('/api/admin/staff/resetAccess', { id: invited.id }, first.headers);
    expect(reset.body.code).toBe(200);
    const demoted = await post('/api/admin/staff/update', { id: invited.id, role: 'staff' }, first.headers);
    expect(demoted.body.code).toBe(200);
    const disabled = await post('/api/admin/staff/update', { id: invited.id, disabled: true }, first.headers);
    expect(disabled.body.code).toBe(200);
  });

  it('lets the command line reset the last owner who can sign in (how they get back in)', async () => {
    const { first } = await oneOwnerWhoCanSignIn();
    const printed = await runOperatorCommand({ kind: 'reset', email: first.email });
    expect(printed).toContain(`Reset ${first.email}`);
    await choosePassword(/https?:\/\/\S+/.exec(printed)?.[0] ?? '');
    expect(await firstSignIn(first.email)).toMatch(/\S/);
  });
});
