import type { Database } from '@/lib/server/platform/db';
import { supportTickets } from './tables';
import { newTicketNumber } from './ticket-number';

/** Tries before giving up on a free ticket number; one clash in 887 million is already rare. */
const NUMBER_ATTEMPTS = 5;

type NewTicket = Omit<typeof supportTickets.$inferInsert, 'ticketNumber'>;

/**
 * Writes a ticket under a fresh random number, drawing again on the rare clash (the unique index
 * decides, so two instances never hand out one number). Works inside a caller's transaction: a
 * clash skips the row rather than failing the statement.
 */
export async function insertTicket(db: Database, values: NewTicket) {
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const [ticket] = await db
      .insert(supportTickets)
      .values({ ...values, ticketNumber: newTicketNumber() })
      .onConflictDoNothing({ target: supportTickets.ticketNumber })
      .returning();
    if (ticket) return ticket;
  }
  throw new Error(`no free ticket number after ${NUMBER_ATTEMPTS} attempts`);
}
