import { and, eq, isNull } from 'drizzle-orm';
import { RefusedError } from '@/lib/contract/errors';
import { recordAction } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { findMember } from './members';
import type { Operator } from './sessions';
import { WRONG_CODE } from './sign-in';
import { operatorProfile } from './sign-out';
import { staffMembers } from './tables';
import { newTotpSecret, stepOfCode, totpEnrolment } from './totp';

const ALREADY_ON = 'Your second factor is already on.';

/**
 * A member whose role does not require a second factor turns one on (owners enrol at sign-in):
 * a new secret to add to an authenticator app, kept nowhere until a code proves the app has it.
 */
export async function twoFactorEnrolment(operator: Operator) {
  const member = await findMember(await database(), operator.staffId);
  if (member?.totpSecret) throw new RefusedError(ALREADY_ON);
  return totpEnrolment(newTotpSecret(), operator.email);
}

/** The code proves the app holds the secret: from now on every sign-in of the member asks for one. */
export async function enableTwoFactor(input: { secret: string; code: string }, operator: Operator) {
  const step = stepOfCode(input.secret, input.code);
  if (step === null) throw new RefusedError(WRONG_CODE);
  const db = await database();
  await db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(staffMembers)
      .set({ totpSecret: input.secret, totpEnabledAt: new Date(), totpLastStep: step })
      .where(and(eq(staffMembers.id, operator.staffId), isNull(staffMembers.totpSecret)))
      .returning({ id: staffMembers.id });
    if (!turnedOn.length) throw new RefusedError(ALREADY_ON);
    await recordAction(
      tx,
      { staffId: operator.staffId, email: operator.email, role: operator.role },
      {
        action: 'staff.enable-two-factor',
        objectType: 'staff',
        objectId: operator.email,
        summary: 'Turned on the second factor',
      },
    );
  });
  return operatorProfile(operator);
}
