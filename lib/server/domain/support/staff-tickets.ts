import { asc, eq } from 'drizzle-orm';
import type { StaffTicket } from '@/lib/contract/calls/admin/tickets';
import type { Ticket } from '@/lib/contract/calls/contact';
import { NotFoundError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';
import { deskMembers, memberRef } from './desk-members';
import { inboxColumns, inboxTicketOf } from './inbox-columns';
import { supportTickets, ticketMessages } from './tables';
import type { TicketRow } from './ticket-view';

// A ticket as the support team reads it: the inbox's figures and the whole thread, each support
// message signed by its member.

/** The ticket by its number, locked for the rest of `tx` when asked; 404 for an unknown number. */
export async function ticketByNumber(db: Database, ticketNumber: string, lock = false): Promise<TicketRow> {
  const query = db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.ticketNumber, ticketNumber))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('The ticket');
  return row;
}

export async function staffTicketView(db: Database, ticketId: number): Promise<StaffTicket> {
  const [[row], messages, members] = await Promise.all([
    db.select(inboxColumns).from(supportTickets).where(eq(supportTickets.id, ticketId)).limit(1),
    db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, ticketId))
      .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)),
    deskMembers(),
  ]);
  if (!row) throw new NotFoundError('The ticket');
  const { ticket } = row;
  // the shopper's ticket opens with what they sent; the shop's opens with its question (a message)
  const opening =
    ticket.openedBy === 'shop'
      ? []
      : [
          {
            author: 'shopper' as const,
            body: ticket.message,
            createdAt: ticket.createdAt.toISOString(),
            member: null,
          },
        ];
  return {
    ...inboxTicketOf(row, members),
    messages: [
      ...opening,
      ...messages.map((message) => ({
        author: message.author as Ticket['messages'][number]['author'],
        body: message.body,
        createdAt: message.createdAt.toISOString(),
        member: memberRef(members, message.staffId),
      })),
    ],
  };
}
