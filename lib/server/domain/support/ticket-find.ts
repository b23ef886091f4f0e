import { desc, ilike, or } from 'drizzle-orm';
import { database, escapeLike } from '@/lib/server/platform/db';
import { supportTickets as t } from './tables';

/**
 * The console header's search (docs/operating.md#console-search): the newest tickets whose number,
 * topic, e-mail or name holds the text, at most `limit`.
 */
export async function findTickets(
  text: string,
  limit: number,
): Promise<{ ticketNumber: string; topic: string; email: string; name: string; status: string }[]> {
  const db = await database();
  const pattern = `%${escapeLike(text)}%`;
  const rows = await db
    .select({ ticketNumber: t.ticketNumber, topic: t.topic, email: t.email, name: t.name, status: t.status })
    .from(t)
    .where(
      or(
        ilike(t.ticketNumber, pattern),
        ilike(t.topic, pattern),
        ilike(t.email, pattern),
        ilike(t.name, pattern),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, email: row.email ?? '' }));
}
