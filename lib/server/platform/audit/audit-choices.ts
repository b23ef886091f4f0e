import { asc } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { auditLog } from './tables';

/**
 * What the audit log's "who" and "action" filters offer (docs/operating.md#audit-log): every member
 * and every action the log holds, so a member who has gone, or the command line, is still found.
 */
export async function auditChoices(): Promise<{ actors: string[]; actions: string[] }> {
  const db = await database();
  const [actors, actions] = await Promise.all([
    db.selectDistinct({ actor: auditLog.actorEmail }).from(auditLog).orderBy(asc(auditLog.actorEmail)),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { actors: actors.map((row) => row.actor), actions: actions.map((row) => row.action) };
}
