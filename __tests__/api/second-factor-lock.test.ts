import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WRONG_CODES_BEFORE_LOCK } from '@/lib/shop/staff-roles';
import { database } from '@/lib/server/platform/db/database';
import { staffMembers } from '@/lib/server/platform/db/schema';
import { SIGN_IN_LOCKED } from '@/lib/server/domain/staff/second-factor-lock';
import { WRONG_CODE, WRONG_SIGN_IN } from '@/lib/server/domain/staff/sign-in';
import { currentCode } from '@/lib/server/domain/staff/totp';
import { auditActions } from '../support/audit-log';
import { post } from '../support/call-route';
import { readableMail } from '../support/operator-orders';
import { createOperator, createSigningInMember } from '../support/operators';
import { mailTo, useTestOutbox } from '../support/outbox';

// docs/security.md#second-factor-lock: wrong codes are counted per member, after the right password,
// one attempt at a time; at the cap the member's sign-in is locked until they choose a new password
// from the link the lock mails them.

const PASSWORD = 'a long operator password';
const NEW_PASSWORD = 'another long operator password';
/** Each call from an address of its own: the per-address limits never step in. */
const fromAddress = () => ({ 'x-oculo-peer': `10.${randomBytes(3).join('.')}` });

type SignInAnswer = { state: string };
const signIn = (body: Record<string, unknown>, headers = fromAddress()) =>
  post<SignInAnswer>('/api/admin/session/signIn', body, headers);

/** A 6-digit code of none of the steps around now: a wrong code, not a replay of a real one. */
function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => currentCode(secret, Date.now() + steps * 30_000)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

async function lockState(staffId: number) {
  const db = await database();
  const [row] = await db
    .select({ failures: staffMembers.totpFailures, lockedAt: staffMembers.totpLockedAt })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  return row;
}

type Member = Awaited<ReturnType<typeof createSigningInMember>>;
const withWrongCode = (member: Member) => ({
  email: member.email,
  password: PASSWORD,
  code: wrongCode(member.secret),
});

let outbox = '';
beforeAll(async () => {
  outbox = await useTestOutbox();
});

describe(`${WRONG_CODES_BEFORE_LOCK} wrong codes in a row lock the sign-in`, () => {
  it('refuses the member from then on, even with the right password and code', async () => {
    const member = await createSigningInMember('owner', PASSWORD);
    for (let i = 1; i < WRONG_CODES_BEFORE_LOCK; i += 1) {
      expect((await signIn(withWrongCode(member))).body).toMatchObject({ code: 0, msg: WRONG_CODE });
    }
    expect((await signIn(withWrongCode(member))).body).toMatchObject({ code: 0, msg: SIGN_IN_LOCKED });

    const right = await signIn({ email: member.email, password: PASSWORD, code: currentCode(member.secret) });
    expect(right.body).toMatchObject({ code: 0, msg: SIGN_IN_LOCKED });
    const passwordAlone = await signIn({ email: member.email, password: PASSWORD });
    expect(passwordAlone.body).toMatchObject({ code: 0, msg: SIGN_IN_LOCKED });
    // whoever lacks the password learns nothing of the lock
    const guess = await signIn({ email: member.email, password: 'not the password' });
    expect(guess.body).toMatchObject({ code: 0, msg: WRONG_SIGN_IN });
    expect(await lockState(member.staffId)).toMatchObject({ failures: WRONG_CODES_BEFORE_LOCK });
  });

  it('writes the lock in the audit log, mails the member a set-password link and tells the other owners; the link lifts it', async () => {
    const owner = await createOperator('owner');
    const member = await createSigningInMember('staff', PASSWORD);
    const since = Date.now() - 1000;
    for (let i = 0; i < WRONG_CODES_BEFORE_LOCK; i += 1) await signIn(withWrongCode(member));

    expect(await auditActions(owner, 'staff', member.email)).toContain('staff.second-factor-locked');
    const theirs = readableMail(await mailTo(outbox, member.email, 'sign-in is locked', since));
    const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(theirs)?.[1] ?? '';
    expect(token).not.toBe('');
    const told = readableMail(
      await mailTo(outbox, owner.email, `the sign-in of ${member.email} is locked`, since),
    );
    expect(told).toMatch(/was locked on \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC/);

    const chosen = await post('/api/admin/session/setPassword', { token, password: NEW_PASSWORD });
    expect(chosen.body.code).toBe(200);
    expect(await lockState(member.staffId)).toEqual({ failures: 0, lockedAt: null });
    // the old password is gone; the new one and the same authenticator app sign in
    const old = await signIn({ email: member.email, password: PASSWORD, code: currentCode(member.secret) });
    expect(old.body).toMatchObject({ code: 0, msg: WRONG_SIGN_IN });
    const back = await signIn({
      email: member.email,
      password: NEW_PASSWORD,
      code: currentCode(member.secret),
    });
    expect(back.body).toMatchObject({ code: 200, data: { state: 'signed-in' } });
  });

  it('starts the count again after a right code', async () => {
    const member = await createSigningInMember('owner', PASSWORD);
    const rightCode = (steps: number) => currentCode(member.secret, Date.now() + steps * 30_000);
    for (let i = 1; i < WRONG_CODES_BEFORE_LOCK; i += 1) await signIn(withWrongCode(member));
    const first = await signIn({ email: member.email, password: PASSWORD, code: rightCode(0) });
    expect(first.body.data).toMatchObject({ state: 'signed-in' });
    for (let i = 1; i < WRONG_CODES_BEFORE_LOCK; i += 1) await signIn(withWrongCode(member));
    const second = await signIn({ email: member.email, password: PASSWORD, code: rightCode(1) });
    expect(second.body.data).toMatchObject({ state: 'signed-in' });
  });

  it('counts every one of many wrong codes sent at once from many addresses, and lets none past the lock', async () => {
    const member = await createSigningInMember('owner', PASSWORD);
    const tries = 3 * WRONG_CODES_BEFORE_LOCK;
    const answers = await Promise.all(
      Array.from({ length: tries }, () => signIn(withWrongCode(member), fromAddress())),
    );
    const messages = answers.map((answer) => answer.body.msg);
    expect(messages.filter((msg) => msg === WRONG_CODE)).toHaveLength(WRONG_CODES_BEFORE_LOCK - 1);
    expect(messages.filter((msg) => msg === SIGN_IN_LOCKED)).toHaveLength(
      tries - WRONG_CODES_BEFORE_LOCK + 1,
    );
    expect(await lockState(member.staffId)).toEqual({
      failures: WRONG_CODES_BEFORE_LOCK,
      lockedAt: expect.any(Date) as Date,
    });
    const right = await signIn({ email: member.email, password: PASSWORD, code: currentCode(member.secret) });
    expect(right.body).toMatchObject({ code: 0, msg: SIGN_IN_LOCKED });
  });

  it('never counts a code sent with a wrong password, so nobody without it can lock a member out', async () => {
    const member = await createSigningInMember('owner', PASSWORD);
    for (let i = 0; i < 2 * WRONG_CODES_BEFORE_LOCK; i += 1) {
      const guess = await signIn({ ...withWrongCode(member), password: 'not the password' });
      expect(guess.body).toMatchObject({ code: 0, msg: WRONG_SIGN_IN });
    }
    expect(await lockState(member.staffId)).toEqual({ failures: 0, lockedAt: null });
    const right = await signIn({ email: member.email, password: PASSWORD, code: currentCode(member.secret) });
    expect(right.body).toMatchObject({ code: 200, data: { state: 'signed-in' } });
  });
});
