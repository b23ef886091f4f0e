import { and, eq, isNull } from 'drizzle-orm';
import { RefusedError } from '@/lib/contract/errors';
import type { z } from 'zod';
import type { CallOutput } from '@/lib/contract/call';
import type { operatorSignInCall } from '@/lib/contract/calls/admin/session';
import { roleNeedsTwoFactor, type StaffRole } from '@/lib/shop/staff-roles';
import { checkDecoyPassword, passwordMatches, staffLoginLimits } from '@/lib/server/domain/accounts';
import { recordAction } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { requestAddress } from '@/lib/server/platform/client-address';
import { findMemberByEmail, type StaffRow } from './members';
import { checkSecondFactorCode, SIGN_IN_LOCKED } from './second-factor-lock';
import { startOperatorSession } from './sessions';
import { staffMembers } from './tables';
import { newTotpSecret, stepOfCode, totpEnrolment } from './totp';

export const WRONG_SIGN_IN = 'The e-mail or password is not right.';
export const WRONG_CODE = 'That code is not right. Enter the newest code your authenticator app shows.';

type SignInInput = z.infer<(typeof operatorSignInCall)['input']>;
type SignInAnswer = CallOutput<typeof operatorSignInCall>;

/**
 * POST /api/admin/session/signIn. The password first, with the shoppers' limits counted apart;
 * then the second factor for owners and for any member who turned it on. An owner without one yet
 * enrols here: the console shows a new secret, and the member proves the app holds it by sending a
 * code for it with the password again. Too many wrong codes in a row lock the member's sign-in
 * (docs/security.md#second-factor-lock); the lock is told only to whoever has the password.
 */
export async function signInOperator(input: SignInInput, context: CallContext): Promise<SignInAnswer> {
  const limits = staffLoginLimits();
  const address = requestAddress(context.request);
  await limits.checkAllowed(input.email, address);
  const db = await database();
  const member = await findMemberByEmail(db, input.email);
  const matches = member?.passwordHash
    ? await passwordMatches(member.passwordHash, input.password)
    : await checkDecoyPassword(input.password);
  if (!member || !matches || member.disabledAt) {
    await limits.recordFailure(input.email, address);
    throw new RefusedError(WRONG_SIGN_IN);
  }
  if (member.totpLockedAt) throw new RefusedError(SIGN_IN_LOCKED);
  const role = member.role as StaffRole;
  if (member.totpSecret || roleNeedsTwoFactor(role)) {
    const passed = await passSecondFactor(db, member, input);
    if (passed === 'locked') throw new RefusedError(SIGN_IN_LOCKED);
    if (passed === 'refused') {
      await limits.recordFailure(input.email, address);
      throw new RefusedError(WRONG_CODE);
    }
    if (passed !== 'passed') return passed;
  }
  await limits.recordSuccess(input.email, address);
  const now = new Date();
  const token = await db.transaction(async (tx) => {
    await tx.update(staffMembers).set({ lastSignInAt: now }).where(eq(staffMembers.id, member.id));
    await recordAction(
      tx,
      { staffId: member.id, email: member.email, role },
      { action: 'staff.sign-in', objectType: 'staff', objectId: member.email, summary: 'Signed in' },
    );
    return startOperatorSession(tx, member.id, now);
  });
  return {
    state: 'signed-in',
    token,
    operator: {
      email: member.email,
      name: member.name,
      role,
      twoFactor: member.totpSecret !== null || input.enrolSecret !== undefined,
    },
  };
}

async function passSecondFactor(
  db: Database,
  member: StaffRow,
  input: SignInInput,
): Promise<'passed' | 'refused' | 'locked' | Exclude<SignInAnswer, { state: 'signed-in' }>> {
  if (!member.totpSecret) {
    if (!input.enrolSecret || !input.code) {
      return { state: 'enrol', ...(await totpEnrolment(newTotpSecret(), member.email)) };
    }
    const step = stepOfCode(input.enrolSecret, input.code);
    if (step === null) return 'refused';
    // Only a member still without a secret enrols: two tabs enrolling at once keep the first.
    const enrolled = await db
      .update(staffMembers)
      .set({ totpSecret: input.enrolSecret, totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(staffMembers.id, member.id), isNull(staffMembers.totpSecret)))
      .returning({ id: staffMembers.id });
    return enrolled.length ? 'passed' : 'refused';
  }
  if (!input.code) return { state: 'code' };
  return checkSecondFactorCode(member.id, input.code);
}
