import { database } from '@/lib/server/db';
import { findMember } from './members';
import { endOperatorSession, type Operator } from './sessions';

/** POST /api/admin/session/signOut: this session ends now. */
export async function signOutOperator(operator: Operator): Promise<null> {
  await endOperatorSession(await database(), operator.sessionId);
  return null;
}

/** What the console shows of the signed-in operator. */
export async function operatorProfile(operator: Operator) {
  const member = await findMember(await database(), operator.staffId);
  return {
    email: operator.email,
    name: operator.name,
    role: operator.role,
    twoFactor: member?.totpSecret != null,
  };
}
