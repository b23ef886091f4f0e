import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { pageAnswer } from '@/lib/contract/fields';
import { database, escapeLike } from '@/lib/server/platform/db';
import { auditLog } from './tables';

export interface AuditQuery {
  page: number;
  pageSize: number;
  actor?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** ISO dates (YYYY-MM-DD), inclusive, in UTC. */
  from?: string;
  to?: string;
}

/** The audit log, newest first, filtered as the owner asks (docs/operating.md#audit-log). */
export async function listAuditLog(query: AuditQuery) {
  const db = await database();
  const where: SQL[] = [];
  if (query.actor) where.push(ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`));
  if (query.action) where.push(ilike(auditLog.action, `${escapeLike(query.action)}%`));
  if (query.objectType) where.push(eq(auditLog.objectType, query.objectType));
  if (query.objectId) where.push(eq(auditLog.objectId, query.objectId));
  if (query.from) where.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(auditLog.at, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(condition),
  ]);
  return pageAnswer(
    rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorEmail,
      actorRole: row.actorRole,
      action: row.action,
      objectType: row.objectType,
      objectId: row.objectId,
      summary: row.summary,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    total,
    query,
  );
}
