import { recordAction } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { findMember } from './members';
import { endOperatorSession, type Operator } from './sessions';

/** POST /api/admin/session/signOut: this session ends now, and the log says so. */
export async function signOutOperator(operator: Operator): Promise<null> {
  const db = await database();
  await db.transaction(async (tx) => {
    await endOperatorSession(tx, operator.sessionId);
    await recordAction(
      tx,
      { staffId: operator.staffId, email: operator.email, role: operator.role },
      { action: 'staff.sign-out', objectType: 'staff', objectId: operator.email, summary: 'Signed out' },
    );
  });
  return null;
}

/** What the console shows of the signed-in operator. */
export async function operatorProfile(operator: Operator) {
  const member = await findMember(await database(), operator.staffId);
  return {
    email: operator.email,
    name: operator.name,
    role: operator.role,
    licenceNumber: operator.licenceNumber,
    mayConfirmPrescriptions: operator.mayConfirmPrescriptions,
    twoFactor: member?.totpSecret != null,
  };
}
