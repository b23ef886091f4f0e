import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { supportTickets, ticketMessages } from './tables';
import { insertTicket } from './new-ticket';

// A live chat's thread is its ticket's (docs/operating.md#live-chat): the chat module opens the
// ticket, adds each message to it and reads it back by message id, through these.

export interface ChatTicket {
  id: number;
  ticketNumber: string;
  /** The chat's first message: the ticket's own. */
  message: string;
  createdAt: Date;
}

export interface ThreadMessage {
  id: number;
  author: 'shopper' | 'support';
  body: string;
  staffId: number | null;
  createdAt: Date;
}

/** Opens the ticket a chat is kept as, with the chat's first message as the ticket's own. */
export async function openChatTicket(
  db: Database,
  chat: {
    name: string;
    email: string | null;
    userId: number | null;
    deviceId: string | null;
    message: string;
  },
): Promise<ChatTicket> {
  const ticket = await insertTicket(db, { ...chat, topic: 'other' });
  return {
    id: ticket.id,
    ticketNumber: ticket.ticketNumber,
    message: ticket.message,
    createdAt: ticket.createdAt,
  };
}

/**
 * Adds a chat message to its ticket's thread: a shopper's leaves the ticket waiting for support, a
 * member's answers it (a closed ticket stays closed).
 */
export async function addChatMessage(
  db: Database,
  message: { ticketId: number; author: 'shopper' | 'support'; body: string; staffId: number | null },
): Promise<ThreadMessage> {
  const now = new Date();
  const [row] = await db
    .insert(ticketMessages)
    .values({ ...message, createdAt: now })
    .returning();
  if (!row) throw new Error('chat message not written');
  await db
    .update(supportTickets)
    .set({ status: message.author === 'shopper' ? 'open' : 'answered', updatedAt: now })
    .where(
      and(eq(supportTickets.id, message.ticketId), inArray(supportTickets.status, ['open', 'answered'])),
    );
  return threadMessageOf(row);
}

/** The thread's messages after `afterId` (0: all of them), oldest first. */
export async function chatMessagesAfter(
  db: Database,
  ticketId: number,
  afterId: number,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select()
    .from(ticketMessages)
    .where(and(eq(ticketMessages.ticketId, ticketId), gt(ticketMessages.id, afterId)))
    .orderBy(asc(ticketMessages.id));
  return rows.map(threadMessageOf);
}

/** The ticket a chat is kept as. */
export async function chatTicket(db: Database, ticketId: number): Promise<ChatTicket & { status: string }> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).limit(1);
  if (!row) throw new Error(`ticket ${ticketId} of a chat vanished`);
  return {
    id: row.id,
    ticketNumber: row.ticketNumber,
    message: row.message,
    createdAt: row.createdAt,
    status: row.status,
  };
}

/** A chat closed live closes its ticket too: the conversation is over. */
export async function closeChatTicket(db: Database, ticketId: number): Promise<void> {
  await db
    .update(supportTickets)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(eq(supportTickets.id, ticketId));
}

function threadMessageOf(row: typeof ticketMessages.$inferSelect): ThreadMessage {
  return {
    id: row.id,
    author: row.author === 'support' ? 'support' : 'shopper',
    body: row.body,
    staffId: row.staffId,
    createdAt: row.createdAt,
  };
}

/** The number, name and e-mail of the tickets chats are kept as, by ticket id: the desk shows them. */
export async function chatTicketFacts(
  db: Database,
  ticketIds: readonly number[],
): Promise<Map<number, { ticketNumber: string; name: string; email: string | null }>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: supportTickets.id,
      ticketNumber: supportTickets.ticketNumber,
      name: supportTickets.name,
      email: supportTickets.email,
    })
    .from(supportTickets)
    .where(inArray(supportTickets.id, [...ticketIds]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
