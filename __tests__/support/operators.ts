import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@/lib/shop/staff-roles';
import { hashPassword } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db/database';
import { staffMembers } from '@/lib/server/platform/db/schema';
import { startOperatorSession } from '@/lib/server/domain/staff/sessions';
import { newTotpSecret } from '@/lib/server/domain/staff/totp';

/**
 * A member of the staff signed in to the operator console, made straight in the test's database
 * (no password, no second factor): for API tests of operator calls. The sign-in itself is tested
 * through /api/admin/session/* in operator-sign-in.test.ts.
 */
export interface TestOperator {
  staffId: number;
  email: string;
  role: StaffRole;
  token: string;
  /** The Authorization header every operator call sends. */
  headers: Record<string, string>;
}

export async function createOperator(role: StaffRole, name = role): Promise<TestOperator> {
  const db = await database();
  const email = `${name}-${randomBytes(4).toString('hex')}@oculo.test`;
  const [member] = await db
    .insert(staffMembers)
    .values({ email, name: `Test ${role}`, role })
    .returning({ id: staffMembers.id });
  if (!member) throw new Error('no member');
  const token = await startOperatorSession(db, member.id);
  return { staffId: member.id, email, role, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Gives a test member what a member who finished the first sign-in has: a password (answered)
 * and a second factor (its secret answered). createOperator's members have neither, as one fresh
 * from an invitation; the last-owner rule counts only owners who have both
 * (docs/security.md#last-owner).
 */
export async function finishFirstSignIn(
  operator: TestOperator,
  password = 'a long operator password',
): Promise<{ password: string; secret: string }> {
  const db = await database();
  const secret = newTotpSecret();
  await db
    .update(staffMembers)
    .set({ passwordHash: await hashPassword(password), totpSecret: secret, totpEnabledAt: new Date() })
    .where(eq(staffMembers.id, operator.staffId));
  return { password, secret };
}

/**
 * A member who signs in through /api/admin/session/signIn, made straight in the test's database:
 * a password, and a second factor (its secret, for `currentCode`) unless `secondFactor` is false.
 */
export async function createSigningInMember(
  role: StaffRole,
  password: string,
  { secondFactor = true } = {},
): Promise<{ staffId: number; email: string; secret: string }> {
  const db = await database();
  const email = `${role}-${randomBytes(4).toString('hex')}@oculo.test`;
  const secret = newTotpSecret();
  const [member] = await db
    .insert(staffMembers)
    .values({
      email,
      name: `Test ${role}`,
      role,
      passwordHash: await hashPassword(password),
      ...(secondFactor ? { totpSecret: secret, totpEnabledAt: new Date() } : {}),
    })
    .returning({ id: staffMembers.id });
  if (!member) throw new Error('no member');
  return { staffId: member.id, email, secret };
}
