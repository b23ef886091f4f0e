import { eq } from 'drizzle-orm';
import { confirmsPrescriptions, type StaffRole } from '@/lib/shop/staff-roles';
import type { Database } from '@/lib/server/platform/db';
import { staffMembers } from './tables';

export type StaffRow = typeof staffMembers.$inferSelect;

/** E-mails are kept trimmed and lower-cased, so one address is one member. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findMemberByEmail(db: Database, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, normalEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findMember(db: Database, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ?? null;
}

/** What the console shows of a member: never the password or the second factor's secret. */
export function memberView(row: StaffRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    /** docs/operating.md#optician-check */
    licenceNumber: row.licenceNumber,
    mayConfirmPrescriptions: confirmsPrescriptions(row.role as StaffRole, row.mayConfirmPrescriptions),
    twoFactor: row.totpEnabledAt !== null,
    hasPassword: row.passwordHash !== null,
    disabled: row.disabledAt !== null,
    /** Too many wrong codes: no sign-in until a password is set from a link (docs/security.md#second-factor-lock). */
    locked: row.totpLockedAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}
export type MemberView = ReturnType<typeof memberView>;
