import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';
import { supportTickets } from './tables';
import type { TicketRow } from './ticket-view';

/**
 * The shopper's own ticket by its number. Another shopper's ticket, a guest's ticket and an
 * unknown number all answer the same 404 (docs/architecture.md#api-envelope: never reveal which).
 */
export async function ownedTicket(db: Database, userId: number, ticketNumber: string): Promise<TicketRow> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.ticketNumber, ticketNumber), eq(supportTickets.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError('The ticket');
  return row;
}
