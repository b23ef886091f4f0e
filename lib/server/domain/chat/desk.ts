import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  chatDeskSchema,
  chatDeskStreamCall,
  chatHandOverCall,
  chatReplyCall,
  DeskChat,
} from '@/lib/contract/calls/admin/chats';
import type { ChatMessage } from '@/lib/contract/calls/chat';
import { InvalidInputError, NotFoundError, RefusedError } from '@/lib/contract/errors';
import { chatMove, STAFF_BEAT_SECONDS, type ChatAction, type ChatStatus } from '@/lib/shop/chat-rules';
import { addChatMessage, closeChatTicket, ticketAssignees } from '@/lib/server/domain/support';
import type { Operator } from '@/lib/server/domain/staff';
import { database, type Database } from '@/lib/server/platform/db';
import type { EventProducer } from '@/lib/server/platform/http';
import { publish, watchChannels } from '@/lib/server/platform/live';
import { logger } from '@/lib/server/platform/logger';
import { spendChatMessage } from './chat-limits';
import { chatChannels, chatCursor, sendChatNews } from './chat-stream';
import { chatById, chatChannel, chatMessages, deskChats, DESK_CHANNEL, type ChatRow } from './chat-view';
import { beat, leave, staffOnline } from './presence';
import { chatConversations } from './tables';

type ChatDesk = z.infer<typeof chatDeskSchema>;
type ChatDetail = { chat: DeskChat; messages: ChatMessage[] };

const LIVE: ChatStatus[] = ['waiting', 'taken', 'handed-over'];

/** GET /api/admin/chats/list (docs/operating.md#live-chat): the chats waiting or being answered. */
export async function chatDesk(): Promise<ChatDesk> {
  const db = await database();
  const rows = await db
    .select()
    .from(chatConversations)
    .where(inArray(chatConversations.status, LIVE))
    .orderBy(asc(chatConversations.createdAt));
  const [chats, online, members] = await Promise.all([
    deskChats(db, rows),
    staffOnline(db),
    ticketAssignees(),
  ]);
  return {
    online,
    chats,
    members: members.list.map((member) => ({ id: member.id, name: member.name || member.email })),
  };
}

/** GET /api/admin/chats/info: one chat, any state, with its thread. */
export async function chatInfo(input: { id: number }): Promise<ChatDetail> {
  const db = await database();
  return detailOf(db, await chatOr404(db, input.id));
}

export const takeChat = (input: { id: number }, operator: Operator) => moveChat(input.id, 'take', operator);
export const closeChatAtDesk = (input: { id: number }, operator: Operator) =>
  moveChat(input.id, 'close', operator);

/** POST /api/admin/chats/handOver: to a member who answers tickets, never oneself. */
export async function handOverChat(input: z.infer<typeof chatHandOverCall.input>, operator: Operator) {
  const { list } = await ticketAssignees();
  if (!list.some((member) => member.id === input.staffId))
    throw new InvalidInputError({ staffId: 'Choose a member who answers chats.' });
  return moveChat(input.id, 'hand-over', operator, input.staffId);
}

/** POST /api/admin/chats/reply: the member's answer, in the chat and its ticket's thread. */
export async function replyToChat(input: z.infer<typeof chatReplyCall.input>, operator: Operator) {
  const db = await database();
  await spendChatMessage(input.id, 'staff');
  const row = await db.transaction(async (tx) => {
    const chat = await lockedChat(tx, input.id);
    checkMove(chat, 'reply', operator);
    const message = await addChatMessage(tx, {
      ticketId: chat.ticketId,
      author: 'support',
      body: input.message,
      staffId: operator.staffId,
    });
    const [updated] = await tx
      .update(chatConversations)
      .set({ status: chat.status === 'handed-over' ? 'taken' : chat.status, updatedAt: message.createdAt })
      .where(eq(chatConversations.id, chat.id))
      .returning();
    return updated ?? chat;
  });
  await announce(row.id);
  return detailOf(db, row);
}

async function moveChat(
  id: number,
  action: ChatAction,
  operator: Operator,
  target?: number,
): Promise<ChatDetail> {
  const db = await database();
  const row = await db.transaction(async (tx) => {
    const chat = await lockedChat(tx, id);
    const next = checkMove(chat, action, operator, target);
    const [updated] = await tx
      .update(chatConversations)
      .set({ status: next.status, staffId: next.staffId, updatedAt: new Date() })
      .where(eq(chatConversations.id, chat.id))
      .returning();
    if (next.status === 'closed') await closeChatTicket(tx, chat.ticketId);
    return updated ?? chat;
  });
  await announce(row.id);
  return detailOf(db, row);
}

function checkMove(chat: ChatRow, action: ChatAction, operator: Operator, target?: number) {
  const move = chatMove(
    { status: chat.status as ChatStatus, staffId: chat.staffId },
    action,
    operator.staffId,
    target,
  );
  if (!move.ok) throw new RefusedError(move.reason);
  return move.state;
}

/**
 * POST /api/admin/chats/stream: the desk live. The member counts as online while it is open (a
 * beat every STAFF_BEAT_SECONDS); with `id`, that chat's messages and state too.
 */
export async function openDeskStream(
  input: z.infer<typeof chatDeskStreamCall.input>,
  operator: Operator,
): Promise<EventProducer> {
  const db = await database();
  if (input.id !== undefined) await chatOr404(db, input.id);
  const cursor = input.id === undefined ? null : chatCursor(input.id, input.after);
  const connectionId = randomUUID();
  return async (send, signal) => {
    const watch = watchChannels([DESK_CHANNEL, ...chatChannels(cursor)], signal);
    await beat(db, connectionId, operator.staffId);
    await publish(DESK_CHANNEL);
    let lastDesk = '';
    let lastBeat = Date.now();
    try {
      while (!signal.aborted) {
        if (Date.now() - lastBeat >= STAFF_BEAT_SECONDS * 1000) {
          await beat(db, connectionId, operator.staffId);
          lastBeat = Date.now();
        }
        const desk = await chatDesk();
        const key = JSON.stringify(desk);
        if (key !== lastDesk) {
          send({ event: 'desk', data: desk });
          lastDesk = key;
        }
        if (cursor) await sendChatNews(cursor, send);
        await watch.wait(STAFF_BEAT_SECONDS * 1000);
      }
    } finally {
      await leave(db, connectionId).catch((error: unknown) =>
        logger.warn({ err: error }, 'chat presence not cleared'),
      );
      await publish(DESK_CHANNEL);
    }
  };
}

async function announce(id: number): Promise<void> {
  await Promise.all([publish(chatChannel(id)), publish(DESK_CHANNEL)]);
}

async function chatOr404(db: Database, id: number): Promise<ChatRow> {
  const row = await chatById(db, id);
  if (!row) throw new NotFoundError('The chat');
  return row;
}

async function lockedChat(tx: Database, id: number): Promise<ChatRow> {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  if (!row) throw new NotFoundError('The chat');
  return row;
}

async function detailOf(db: Database, row: ChatRow): Promise<ChatDetail> {
  const [chats, messages] = await Promise.all([deskChats(db, [row]), chatMessages(db, row)]);
  const chat = chats[0];
  if (!chat) throw new Error(`chat ${row.id} vanished`);
  return { chat, messages };
}
