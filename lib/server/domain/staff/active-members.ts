import { and, inArray, isNull } from 'drizzle-orm';
import type { StaffRole } from '@/lib/shop/staff-roles';
import type { Database } from '@/lib/server/platform/db';
import { staffMembers } from './tables';

export interface ActiveMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * The members among `ids` who may still sign in (not disabled), with the e-mail and role an alert
 * needs (docs/operating.md#alerts): a member who left is mailed nothing.
 */
export async function activeMembers(db: Database, ids: readonly number[]): Promise<ActiveMember[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      name: staffMembers.name,
      role: staffMembers.role,
    })
    .from(staffMembers)
    .where(and(inArray(staffMembers.id, [...ids]), isNull(staffMembers.disabledAt)));
  return rows.map((row) => ({ ...row, role: row.role as StaffRole }));
}
