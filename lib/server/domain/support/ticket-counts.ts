import { and, count, eq, ne, or } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { isUnread } from './inbox-columns';
import { supportTickets } from './tables';

/**
 * Tickets waiting for the shop (the dashboard's count): not closed, and either open or holding a
 * shopper's message written after the support team last read the thread (the inbox's own test).
 */
export async function unansweredTicketCount(): Promise<number> {
  const db = await database();
  const [row] = await db
    .select({ waiting: count() })
    .from(supportTickets)
    .where(and(ne(supportTickets.status, 'closed'), or(eq(supportTickets.status, 'open'), isUnread)));
  return row?.waiting ?? 0;
}
