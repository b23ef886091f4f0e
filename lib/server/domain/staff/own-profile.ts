import { eq } from 'drizzle-orm';
import { recordAction } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import type { Operator } from './sessions';
import { staffMembers } from './tables';

/**
 * POST /api/admin/session/profile: a member keeps their own name and optician's licence number,
 * which a confirmed prescription records (docs/operating.md#optician-check).
 */
export async function updateOwnProfile(
  input: { name: string; licenceNumber: string },
  operator: Operator,
): Promise<{ name: string; licenceNumber: string }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(staffMembers)
      .set({ name: input.name, licenceNumber: input.licenceNumber })
      .where(eq(staffMembers.id, operator.staffId))
      .returning();
    if (!after) throw new Error('no member');
    await recordAction(
      tx,
      { staffId: operator.staffId, email: operator.email, role: operator.role },
      {
        action: 'staff.update-profile',
        objectType: 'staff',
        objectId: operator.email,
        summary: 'Changed their name or licence number',
        before: { name: operator.name, licenceNumber: operator.licenceNumber },
        after: { name: after.name, licenceNumber: after.licenceNumber },
      },
    );
    return { name: after.name, licenceNumber: after.licenceNumber };
  });
}

/** Who confirms a prescription, as the orders module records it (docs/operating.md#optician-check). */
export interface Optician {
  mayConfirm: boolean;
  name: string;
  licenceNumber: string;
}

export const opticianOf = (operator: Operator): Optician => ({
  mayConfirm: operator.mayConfirmPrescriptions,
  name: operator.name,
  licenceNumber: operator.licenceNumber,
});
