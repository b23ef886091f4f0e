import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TICKET_THREAD_MAX,
  type contactCloseCall,
  type contactReplyCall,
  type Ticket,
} from '@/lib/contract/calls/contact';
import { RefusedError } from '@/lib/contract/errors';
import { requireShopper } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db';
import { supportTickets, ticketMessages } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { ownedTicket } from './owned-ticket';
import { threadLength, ticketWithThread } from './ticket-view';

type ReplyInput = z.infer<typeof contactReplyCall.input>;
type CloseInput = z.infer<typeof contactCloseCall.input>;

export const CLOSED_TICKET_MESSAGE =
  'This ticket is closed, so it cannot take new messages. Please open a new ticket and mention this one’s number.';
export const LONG_THREAD_MESSAGE = `This ticket already holds ${TICKET_THREAD_MAX} messages. Please open a new ticket and mention this one’s number.`;

/**
 * POST /api/contact/reply: the shopper adds a message to their own ticket, which waits for
 * support again. The status change and the message are one transaction, and the change only
 * happens while the ticket is not closed, so a reply never reopens a ticket closed meanwhile.
 */
export async function replyToTicket(input: ReplyInput, context: CallContext): Promise<Ticket> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const ticket = await ownedTicket(db, userId, input.ticketNumber);
  if (ticket.status === 'closed') throw new RefusedError(CLOSED_TICKET_MESSAGE);

  const [thread] = await db
    .select({ messages: count() })
    .from(ticketMessages)
    .where(eq(ticketMessages.ticketId, ticket.id));
  if (threadLength(ticket, thread?.messages ?? 0) >= TICKET_THREAD_MAX)
    throw new RefusedError(LONG_THREAD_MESSAGE);

  const now = new Date();
  const updated = await db.transaction(async (tx) => {
    const [reopened] = await tx
      .update(supportTickets)
      .set({ status: 'open', updatedAt: now })
      .where(and(eq(supportTickets.id, ticket.id), ne(supportTickets.status, 'closed')))
      .returning();
    if (!reopened) return null;
    await tx
      .insert(ticketMessages)
      .values({ ticketId: ticket.id, author: 'shopper', body: input.message, createdAt: now });
    return reopened;
  });
  if (!updated) throw new RefusedError(CLOSED_TICKET_MESSAGE);
  return ticketWithThread(db, updated);
}

/** POST /api/contact/close: the shopper closes their own ticket; closing twice changes nothing. */
export async function closeTicket(input: CloseInput, context: CallContext): Promise<Ticket> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const ticket = await ownedTicket(db, userId, input.ticketNumber);
  if (ticket.status === 'closed') return ticketWithThread(db, ticket);
  const [closed] = await db
    .update(supportTickets)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  return ticketWithThread(db, closed ?? ticket);
}
