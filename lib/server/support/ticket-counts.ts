import { and, count, ne, or, eq, sql } from 'drizzle-orm';
import { database } from '@/lib/server/db';
import { supportTickets, ticketMessages } from './tables';

/**
 * Tickets waiting for the shop (issue 20 point 7): not closed, and either open or holding a
 * shopper's message written after the support team last read the thread.
 */
export async function unansweredTicketCount(): Promise<number> {
  const db = await database();
  const unreadShopperMessage = sql`exists (select 1 from ${ticketMessages} where ${ticketMessages.ticketId} = ${supportTickets.id} and ${ticketMessages.author} = 'shopper' and (${supportTickets.staffReadAt} is null or ${ticketMessages.createdAt} > ${supportTickets.staffReadAt}))`;
  const [row] = await db
    .select({ waiting: count() })
    .from(supportTickets)
    .where(
      and(ne(supportTickets.status, 'closed'), or(eq(supportTickets.status, 'open'), unreadShopperMessage)),
    );
  return row?.waiting ?? 0;
}
