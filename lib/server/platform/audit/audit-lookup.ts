import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { auditLog } from './tables';

/**
 * Whether this member's action on this object is in the log: the optician's check asks whether
 * they opened the prescription before confirming it (docs/operating.md#optician-check).
 */
export async function memberDid(
  db: Pick<Database, 'select'>,
  line: { staffId: number; action: string; objectType: string; objectId: string },
): Promise<boolean> {
  const [found] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.objectType, line.objectType),
        eq(auditLog.objectId, line.objectId),
        eq(auditLog.actorId, line.staffId),
        eq(auditLog.action, line.action),
      ),
    )
    .limit(1);
  return found !== undefined;
}
