import { and, eq, isNull, ne } from 'drizzle-orm';
import { WRONG_CODES_BEFORE_LOCK } from '@/lib/shop/staff-roles';
import { recordAction } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { memberLockedMail, secondFactorLockedMail } from './staff-mails';
import type { StaffRow } from './members';
import { newPasswordLink, passwordLinkAddress } from './password-links';
import { staffMembers } from './tables';
import { stepOfCode } from './totp';

export const SIGN_IN_LOCKED =
  'Your sign-in is locked after too many wrong codes. Use the link we e-mailed you, or ask an owner for a new one.';

/**
 * What a code did: let the member in, was refused (and counted, unless it was a real code used
 * before), or found the sign-in locked, now or earlier.
 */
export type CodeOutcome = 'passed' | 'refused' | 'locked';

/**
 * Checks a code against the member's second factor. The member's row is locked first (FOR UPDATE),
 * so a member's attempts take turns: N wrong codes sent at once count N, and none of them can pass
 * the cap. The caller has checked the password: nobody without it adds to the count, so nobody
 * without it can lock an owner out.
 */
export async function checkSecondFactorCode(
  memberId: number,
  code: string,
  now = new Date(),
): Promise<CodeOutcome> {
  const db = await database();
  const outcome = await db.transaction(async (tx) => {
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, memberId)).for('update');
    if (!member?.totpSecret) return 'refused'; // reset meanwhile: the next sign-in enrols again
    if (member.totpLockedAt) return 'locked';
    const step = stepOfCode(member.totpSecret, code, now.getTime());
    if (step !== null && (member.totpLastStep === null || step > member.totpLastStep)) {
      // a code is good once: its step is kept, and a right code starts the count again
      await tx
        .update(staffMembers)
        .set({ totpLastStep: step, totpFailures: 0 })
        .where(eq(staffMembers.id, member.id));
      return 'passed';
    }
    // a code of a step already used is a replay of a real code, not a guess: refused, not counted
    if (step !== null) return 'refused';
    const failures = member.totpFailures + 1;
    const locks = failures >= WRONG_CODES_BEFORE_LOCK;
    await tx
      .update(staffMembers)
      .set(locks ? { totpFailures: failures, totpLockedAt: now } : { totpFailures: failures })
      .where(eq(staffMembers.id, member.id));
    if (!locks) return 'refused';
    await tellOfLock(tx, member, now);
    return 'locked-now';
  });
  if (outcome === 'locked-now') {
    deliverMailsSoon();
    return 'locked';
  }
  return outcome;
}

/**
 * The lock is told in the transaction that sets it: the member gets a set-password link (choosing a
 * password lifts the lock), every other enabled owner hears who was locked and when, and the audit
 * log keeps a line.
 */
async function tellOfLock(tx: Database, member: StaffRow, now: Date): Promise<void> {
  const wrongCodes = WRONG_CODES_BEFORE_LOCK;
  const link = passwordLinkAddress(await newPasswordLink(tx, member.id, now));
  await queueMail(tx, secondFactorLockedMail({ to: member.email, name: member.name, wrongCodes, link }));
  const owners = await tx
    .select({ email: staffMembers.email, name: staffMembers.name })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.role, 'owner'), isNull(staffMembers.disabledAt), ne(staffMembers.id, member.id)),
    );
  for (const owner of owners) {
    await queueMail(
      tx,
      memberLockedMail({ to: owner.email, name: owner.name, member, lockedAt: now, wrongCodes }),
    );
  }
  await recordAction(
    tx,
    { staffId: member.id, email: member.email, role: member.role },
    {
      action: 'staff.second-factor-locked',
      objectType: 'staff',
      objectId: member.email,
      summary: `Sign-in locked after ${wrongCodes} wrong codes in a row; a set-password link was sent`,
    },
  );
}
