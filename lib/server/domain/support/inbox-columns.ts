import { sql } from 'drizzle-orm';
import type { InboxTicket } from '@/lib/contract/calls/admin/tickets';
import type { Ticket } from '@/lib/contract/calls/contact';
import { memberRef, type DeskMember } from './desk-members';
import { supportTickets } from './tables';
import type { TicketRow } from './ticket-view';

// What the inbox computes for each ticket in SQL, so a page with its filters and order is one
// statement: the shopper's last message, the last message at all, the thread's length and whether
// the support team has read the shopper's last words.

const t = supportTickets;

// Written as plain SQL with every column named by its table: drizzle leaves the columns of a
// one-table query unqualified, and inside these subqueries "id" would then be the message's.

/** The shopper's newest message: the ticket's own (when they opened it) or a later one. */
export const lastShopperAt = sql.raw(`greatest(
  case when support_tickets.opened_by = 'shopper' then support_tickets.created_at end,
  (select max(tm.created_at) from ticket_messages tm
    where tm.ticket_id = support_tickets.id and tm.author = 'shopper'))`);

/** A shopper's message written after the team last read the thread (never read counts as unread). */
export const isUnread =
  sql<boolean>`coalesce(${lastShopperAt} > support_tickets.staff_read_at, ${lastShopperAt} is not null)`.mapWith(
    Boolean,
  );

export const lastMessageAt = sql<Date>`greatest(support_tickets.created_at,
  (select max(tm.created_at) from ticket_messages tm where tm.ticket_id = support_tickets.id))`.mapWith(
  t.createdAt,
);

/** Messages of the thread, the ticket's own one included when the shopper opened it. */
export const messageCount =
  sql<number>`(select count(*) from ticket_messages tm where tm.ticket_id = support_tickets.id)
  + case when support_tickets.opened_by = 'shopper' then 1 else 0 end`.mapWith(Number);

/** The read state a member leaves: everything the shopper had written by now. */
export const readUpToNow = sql`greatest(support_tickets.staff_read_at, ${lastShopperAt})`;

export const inboxColumns = { ticket: t, unread: isUnread, lastMessageAt, messageCount };

const PREVIEW_LENGTH = 160;

export function inboxTicketOf(
  row: { ticket: TicketRow; unread: boolean; lastMessageAt: Date; messageCount: number },
  members: ReadonlyMap<number, DeskMember>,
): InboxTicket {
  const { ticket } = row;
  return {
    ticketNumber: ticket.ticketNumber,
    name: ticket.name,
    email: ticket.email ?? '',
    customerId: ticket.userId,
    topic: ticket.topic as Ticket['topic'],
    orderNumber: ticket.orderNumber,
    status: ticket.status as Ticket['status'],
    openedBy: ticket.openedBy === 'shop' ? 'shop' : 'shopper',
    assignedTo: memberRef(members, ticket.assignedTo),
    unread: row.unread,
    preview:
      ticket.message.length > PREVIEW_LENGTH
        ? `${ticket.message.slice(0, PREVIEW_LENGTH - 1)}…`
        : ticket.message,
    messageCount: row.messageCount,
    createdAt: ticket.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}
