import { asc, inArray } from 'drizzle-orm';
import type { Ticket } from '@/lib/contract/calls/contact';
import type { Database } from '@/lib/server/platform/db';
import { supportTickets, ticketMessages } from './tables';

export type TicketRow = typeof supportTickets.$inferSelect;

/**
 * Tickets as the shopper reads them: each with its whole thread, oldest message first. The
 * ticket's own message (what the contact form sent) opens the thread, or the shop's question for a
 * ticket the shop opened; later messages of the shopper and of support follow. One query for every
 * thread of the page.
 */
export async function ticketsWithThreads(db: Database, rows: readonly TicketRow[]): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .select()
    .from(ticketMessages)
    .where(
      inArray(
        ticketMessages.ticketId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return rows.map((row) => ({
    ticketNumber: row.ticketNumber,
    topic: row.topic as Ticket['topic'],
    orderNumber: row.orderNumber,
    status: row.status as Ticket['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    messages: [
      ...openingOf(row),
      ...messages
        .filter((message) => message.ticketId === row.id)
        .map((message) => ({
          author: message.author as Ticket['messages'][number]['author'],
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        })),
    ],
  }));
}

/**
 * The message a shopper's ticket was filed with, kept on the ticket row. A ticket the shop opened
 * keeps its question among the thread's messages (signed by the member), so it has none here.
 */
function openingOf(row: TicketRow): Ticket['messages'] {
  if (row.openedBy === 'shop') return [];
  return [{ author: 'shopper', body: row.message, createdAt: row.createdAt.toISOString() }];
}

/** Messages a ticket's thread holds, the opening one included, given its rows in ticket_messages. */
export function threadLength(row: TicketRow, storedMessages: number): number {
  return openingOf(row).length + storedMessages;
}

export async function ticketWithThread(db: Database, row: TicketRow): Promise<Ticket> {
  const [ticket] = await ticketsWithThreads(db, [row]);
  if (!ticket) throw new Error(`ticket ${row.ticketNumber} vanished while reading its thread`);
  return ticket;
}
