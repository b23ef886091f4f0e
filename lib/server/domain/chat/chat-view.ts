import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { chatCartSchema, DeskChat } from '@/lib/contract/calls/admin/chats';
import type { ChatMessage, ChatView } from '@/lib/contract/calls/chat';
import { CHAT_HOURS, type ChatStatus } from '@/lib/shop/chat-rules';
import {
  chatMessagesAfter,
  chatTicket,
  chatTicketFacts,
  type ThreadMessage,
} from '@/lib/server/domain/support';
import { activeMembers } from '@/lib/server/domain/staff';
import type { Database } from '@/lib/server/platform/db';
import { chatConversations } from './tables';

export type ChatRow = typeof chatConversations.$inferSelect;
export type ChatCart = z.infer<typeof chatCartSchema>;

/** The live bus's channels (docs/scaling-out.md#live-bus): one per chat, and the staff's desk. */
export const chatChannel = (id: number) => `chat:${id}`;
export const DESK_CHANNEL = 'chat-desk';

/** Members' names by id, for the messages and the desk. */
export async function memberNames(
  db: Database,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const members = await activeMembers(db, wanted);
  return new Map(members.map((member) => [member.id, member.name || member.email.split('@')[0] || 'Staff']));
}

export function messageOf(message: ThreadMessage, names: ReadonlyMap<number, string>): ChatMessage {
  return {
    id: message.id,
    author: message.author,
    name: message.author === 'support' ? (names.get(message.staffId ?? 0) ?? 'Staff') : null,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

/** The chat's messages after `after`: its first one (the ticket's own, id 0) and the thread's. */
export async function chatMessages(db: Database, row: ChatRow, after = 0): Promise<ChatMessage[]> {
  const thread = await chatMessagesAfter(db, row.ticketId, after);
  const names = await memberNames(
    db,
    thread.map((message) => message.staffId),
  );
  const messages = thread.map((message) => messageOf(message, names));
  if (after !== 0) return messages;
  const ticket = await chatTicket(db, row.ticketId);
  return [
    { id: 0, author: 'shopper', name: null, body: ticket.message, createdAt: ticket.createdAt.toISOString() },
    ...messages,
  ];
}

export async function shopperView(db: Database, row: ChatRow): Promise<ChatView> {
  const [ticket, messages, names] = await Promise.all([
    chatTicket(db, row.ticketId),
    chatMessages(db, row),
    memberNames(db, [row.staffId]),
  ]);
  return {
    status: row.status as ChatStatus,
    ticketNumber: ticket.ticketNumber,
    staffName: row.staffId === null ? null : (names.get(row.staffId) ?? null),
    hours: CHAT_HOURS,
    messages,
  };
}

export async function chatById(db: Database, id: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id)).limit(1);
  return row;
}

/** The desk's rows: the ticket's number, name and e-mail beside the chat's own facts. */
export async function deskChats(db: Database, rows: readonly ChatRow[]): Promise<DeskChat[]> {
  if (rows.length === 0) return [];
  const names = await memberNames(
    db,
    rows.map((row) => row.staffId),
  );
  const tickets = await chatTicketFacts(
    db,
    rows.map((row) => row.ticketId),
  );
  return rows.map((row) => {
    const ticket = tickets.get(row.ticketId);
    return {
      id: row.id,
      status: row.status as ChatStatus,
      ticketNumber: ticket?.ticketNumber ?? '',
      name: ticket?.name ?? '',
      email: ticket?.email ?? null,
      signedIn: row.userId !== null,
      staffId: row.staffId,
      staffName: row.staffId === null ? null : (names.get(row.staffId) ?? null),
      pageUrl: row.pageUrl,
      cart: row.cart as ChatCart,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
