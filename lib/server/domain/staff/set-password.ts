import { eq } from 'drizzle-orm';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { StaffRole } from '@/lib/shop/staff-roles';
import { hashPassword, passwordMatches, staffLoginLimits } from '@/lib/server/domain/accounts';
import { recordAction } from '@/lib/server/platform/audit';
import type { CallContext } from '@/lib/server/platform/call-context';
import { database } from '@/lib/server/platform/db';
import { requestAddress } from '@/lib/server/platform/client-address';
import { findMember } from './members';
import { liveLink } from './password-links';
import { endMemberSessions, type Operator } from './sessions';
import { staffMembers, staffPasswordLinks } from './tables';

const LINK_GONE = 'This set-password link';

/** Whom a live link is for, so the page can greet them; 404 for a used or expired link. */
export async function passwordLinkOwner(input: { token: string }) {
  const db = await database();
  const link = await liveLink(db, input.token);
  const member = link ? await findMember(db, link.staffId) : null;
  if (!member || member.disabledAt) throw new NotFoundError(LINK_GONE);
  return { email: member.email, name: member.name, role: member.role as StaffRole };
}

/**
 * Sets a member's password with their one-time link; the link is spent and their sessions end. A
 * sign-in locked by wrong codes opens again (docs/security.md#second-factor-lock): whoever guessed
 * them had the old password, which no longer works.
 */
export async function setPasswordWithLink(input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const db = await database();
  return db.transaction(async (tx) => {
    const link = await liveLink(tx, input.token, new Date(), true);
    const member = link ? await findMember(tx, link.staffId) : null;
    if (!link || !member || member.disabledAt) throw new NotFoundError(LINK_GONE);
    const now = new Date();
    await tx.update(staffPasswordLinks).set({ usedAt: now }).where(eq(staffPasswordLinks.id, link.id));
    await tx
      .update(staffMembers)
      .set({ passwordHash, passwordChangedAt: now, totpFailures: 0, totpLockedAt: null })
      .where(eq(staffMembers.id, member.id));
    await endMemberSessions(tx, member.id, now);
    await recordAction(
      tx,
      { staffId: member.id, email: member.email, role: member.role },
      {
        action: 'staff.set-password',
        objectType: 'staff',
        objectId: member.email,
        summary: member.totpLockedAt
          ? 'Chose a password; the locked sign-in opened again'
          : 'Chose a password',
      },
    );
    return { email: member.email };
  });
}

/**
 * The signed-in operator changes their password: the current one first; other sessions end. A wrong
 * current password counts as a failed sign-in of the member from this address, so a stolen session
 * cannot try passwords without limit (docs/security.md#current-password-tries).
 */
export async function changeOperatorPassword(
  input: { currentPassword: string; newPassword: string },
  operator: Operator,
  context: CallContext,
): Promise<null> {
  const limits = staffLoginLimits();
  const address = requestAddress(context.request);
  await limits.checkAllowed(operator.email, address);
  const db = await database();
  const member = await findMember(db, operator.staffId);
  if (!member?.passwordHash || !(await passwordMatches(member.passwordHash, input.currentPassword))) {
    await limits.recordFailure(operator.email, address);
    throw new RefusedError('Your current password is not right.');
  }
  await limits.recordSuccess(operator.email, address);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(staffMembers)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(staffMembers.id, member.id));
    // this browser stays signed in; every other one signs in again with the new password
    await endMemberSessions(tx, member.id, now, operator.sessionId);
    await recordAction(tx, actorOf(operator), {
      action: 'staff.change-password',
      objectType: 'staff',
      objectId: operator.email,
      summary: 'Changed their password',
    });
  });
  return null;
}

export const actorOf = (operator: Operator) => ({
  staffId: operator.staffId,
  email: operator.email,
  role: operator.role,
});
