import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { StaffRole } from '@/lib/shop/staff-roles';
import { COMMAND_LINE, recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { staffInviteMail } from './staff-mails';
import { memberView, normalEmail, type MemberView } from './members';
import { newPasswordLink, passwordLinkAddress } from './password-links';
import { endMemberSessions } from './sessions';
import { staffMembers } from './tables';

// docs/security.md#last-owner
const LAST_OWNER =
  'The shop needs at least one enabled owner who can sign in. Make another member owner, and let them set their password and second factor, first.';

export async function listStaff(): Promise<{ list: MemberView[] }> {
  const db = await database();
  const rows = await db
    .select()
    .from(staffMembers)
    .orderBy(asc(staffMembers.disabledAt), asc(staffMembers.email));
  return { list: rows.map(memberView) };
}

/**
 * Adds a member (an owner's call, or `npm run operator -- add`) and writes their one-time
 * set-password link, mailed to them and answered to whoever added them.
 */
export async function addStaffMember(
  input: { email: string; name?: string; role: StaffRole },
  actor: AuditActor,
): Promise<{ member: MemberView; link: string }> {
  const db = await database();
  const email = normalEmail(input.email);
  const answer = await db.transaction(async (tx) => {
    // the unique e-mail decides, so a double click (two adds at once) adds one member, not a 500
    const [row] = await tx
      .insert(staffMembers)
      .values({ email, name: input.name ?? '', role: input.role })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    if (!row) throw new RefusedError(`${email} is already a member of the staff.`);
    const link = passwordLinkAddress(await newPasswordLink(tx, row.id));
    await queueMail(tx, staffInviteMail({ to: email, name: row.name, role: input.role, link }));
    await recordAction(tx, actor, {
      action: 'staff.add',
      objectType: 'staff',
      objectId: email,
      summary: `Added as ${input.role}`,
      after: { email, name: row.name, role: input.role },
    });
    return { member: memberView(row), link };
  });
  deliverMailsSoon();
  return answer;
}

/**
 * An owner changes a member's name, licence number or role, grants or takes back the confirming of
 * prescriptions (docs/operating.md#optician-check), or disables or enables them.
 */
export async function updateStaffMember(
  input: {
    id: number;
    name?: string;
    role?: StaffRole;
    disabled?: boolean;
    licenceNumber?: string;
    mayConfirmPrescriptions?: boolean;
  },
  actor: AuditActor,
): Promise<MemberView> {
  const db = await database();
  return db.transaction(async (tx) => {
    // a new role or enabled state may leave the shop without an owner: the owners are locked
    // BEFORE the member, so two owners demoting each other at once wait for one another instead
    // of each holding one row and waiting for the other's (a deadlock PostgreSQL ends with a 500)
    if (input.role !== undefined || input.disabled !== undefined) await lockOwners(tx);
    const before = await lockedMember(tx, input.id);
    const changes: Partial<typeof staffMembers.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.role !== undefined) changes.role = input.role;
    if (input.licenceNumber !== undefined) changes.licenceNumber = input.licenceNumber;
    if (input.mayConfirmPrescriptions !== undefined)
      changes.mayConfirmPrescriptions = input.mayConfirmPrescriptions;
    if (input.disabled !== undefined)
      changes.disabledAt = input.disabled ? (before.disabledAt ?? new Date()) : null;
    // nothing asked: the member as they are, and no line in the log
    if (Object.keys(changes).length === 0) return memberView(before);
    const stopsBeingOwner =
      before.role === 'owner' &&
      !before.disabledAt &&
      (input.disabled === true || (input.role ?? 'owner') !== 'owner');
    if (stopsBeingOwner && (await otherOwnersWhoCanSignIn(tx, before.id)) === 0)
      throw new RefusedError(LAST_OWNER);
    const [after] = await tx
      .update(staffMembers)
      .set(changes)
      .where(eq(staffMembers.id, before.id))
      .returning();
    if (!after) throw new Error('no member');
    const roleChanged = after.role !== before.role;
    if (input.disabled === true || roleChanged) await endMemberSessions(tx, after.id);
    await recordAction(tx, actor, {
      action:
        input.disabled === true
          ? 'staff.disable'
          : input.disabled === false
            ? 'staff.enable'
            : 'staff.update',
      objectType: 'staff',
      objectId: after.email,
      summary: describeChange(before, after),
      before: auditedMember(before),
      after: auditedMember(after),
    });
    return memberView(after);
  });
}

/**
 * A member lost their phone or password: both are cleared, sessions end, a new link goes out. An
 * owner cannot do this to the last owner who can sign in, themselves included: until the link is
 * used nobody could open the console (docs/security.md#last-owner). The command line can: it is
 * how that owner gets back in when the phone is lost.
 */
export async function resetStaffAccess(input: { id: number }, actor: AuditActor) {
  const db = await database();
  const answer = await db.transaction(async (tx) => {
    const guarded = actor !== COMMAND_LINE;
    // owners before the member, in updateStaffMember's order
    if (guarded) await lockOwners(tx);
    const member = await lockedMember(tx, input.id);
    const countsAsOwner = member.role === 'owner' && !member.disabledAt;
    if (guarded && countsAsOwner && (await otherOwnersWhoCanSignIn(tx, member.id)) === 0)
      throw new RefusedError(LAST_OWNER);
    const [row] = await tx
      .update(staffMembers)
      .set({ passwordHash: null, totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staffMembers.id, member.id))
      .returning();
    if (!row) throw new Error('no member');
    await endMemberSessions(tx, member.id);
    const link = passwordLinkAddress(await newPasswordLink(tx, member.id));
    await queueMail(tx, staffInviteMail({ to: member.email, name: member.name, role: member.role, link }));
    await recordAction(tx, actor, {
      action: 'staff.reset-access',
      objectType: 'staff',
      objectId: member.email,
      summary: 'Password and second factor reset; a new link was sent',
    });
    return { member: memberView(row), link };
  });
  deliverMailsSoon();
  return answer;
}

async function lockedMember(tx: Database, id: number) {
  const [row] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  if (!row) throw new NotFoundError('The staff member');
  return row;
}

/** Every owner row locked, in one order, so two owners demoting each other at once cannot both succeed. */
async function lockOwners(tx: Database): Promise<void> {
  await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.role, 'owner'))
    .orderBy(asc(staffMembers.id))
    .for('update');
}

/**
 * Owners but `id` who can sign in: enabled, with a password and a second factor that is not
 * locked (docs/security.md#second-factor-lock), that is who finished a first sign-in (an owner enrols the second factor there: sign-in.ts). An invited owner
 * who has not chosen a password yet, or one whose access was just reset, does not count: only a
 * link they may never open stands between them and the console (docs/security.md#last-owner).
 * The caller has locked the owners (lockOwners).
 */
async function otherOwnersWhoCanSignIn(tx: Database, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.role, 'owner'),
        isNull(staffMembers.disabledAt),
        isNotNull(staffMembers.passwordHash),
        isNotNull(staffMembers.totpSecret),
        // a second factor locked after wrong codes opens nothing until a new password
        isNull(staffMembers.totpLockedAt),
        ne(staffMembers.id, id),
      ),
    );
  return row?.n ?? 0;
}

const auditedMember = (row: typeof staffMembers.$inferSelect) => ({
  name: row.name,
  role: row.role,
  disabled: row.disabledAt !== null,
  licenceNumber: row.licenceNumber,
  mayConfirmPrescriptions: row.mayConfirmPrescriptions,
});

function describeChange(before: typeof staffMembers.$inferSelect, after: typeof staffMembers.$inferSelect) {
  const parts: string[] = [];
  if (before.role !== after.role) parts.push(`role ${before.role} → ${after.role}`);
  if (before.name !== after.name) parts.push('name changed');
  if (before.licenceNumber !== after.licenceNumber) parts.push('licence number changed');
  if (before.mayConfirmPrescriptions !== after.mayConfirmPrescriptions)
    parts.push(
      after.mayConfirmPrescriptions ? 'may confirm prescriptions' : 'may no longer confirm prescriptions',
    );
  if (!before.disabledAt && after.disabledAt) parts.push('disabled');
  if (before.disabledAt && !after.disabledAt) parts.push('enabled');
  return parts.join(', ') || 'No change';
}
