import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  chatCloseCall,
  chatSendCall,
  chatStartCall,
  chatStreamCall,
  ChatMessage,
  ChatView,
} from '@/lib/contract/calls/chat';
import { CHAT_TEXT } from '@/lib/contract/calls/chat';
import { InvalidInputError, NotFoundError, RefusedError } from '@/lib/contract/errors';
import { shopperMayWrite, startingStatus, type ChatStatus } from '@/lib/shop/chat-rules';
import { accountNamesOf, digestOf, findUser, randomToken, shopperOf } from '@/lib/server/domain/accounts';
import { fanOutStaffEventsSoon, raiseStaffEvent } from '@/lib/server/domain/alerts';
import { addChatMessage, closeChatTicket, openChatTicket } from '@/lib/server/domain/support';
import type { CallContext } from '@/lib/server/platform/call-context';
import { requestAddress } from '@/lib/server/platform/client-address';
import { database, type Database } from '@/lib/server/platform/db';
import type { EventProducer } from '@/lib/server/platform/http';
import { publish, watchChannels } from '@/lib/server/platform/live';
import { chatCartOf } from './chat-cart';
import { spendChatMessage, spendChatStart } from './chat-limits';
import { chatChannels, chatCursor, sendChatNews } from './chat-stream';
import { chatChannel, DESK_CHANNEL, memberNames, messageOf, shopperView, type ChatRow } from './chat-view';
import { staffOnline } from './presence';
import { chatConversations } from './tables';

type StartInput = z.infer<typeof chatStartCall.input>;
type SendInput = z.infer<typeof chatSendCall.input>;
type TokenInput = z.infer<typeof chatCloseCall.input>;
type StreamInput = z.infer<typeof chatStreamCall.input>;

export const CLOSED_CHAT_MESSAGE = 'This chat is closed. Start a new one if you have another question.';
/** How long a shopper's stream waits between two reads when no notice comes. */
const STREAM_READ_MS = 20_000;

/**
 * POST /api/chat/start (docs/product.md#live-chat): opens the chat and its ticket. A guest gives a
 * name and an e-mail at the start, so a chat nobody answers live can be answered by mail; a signed-in
 * shopper is known. With nobody online the chat is a ticket at once.
 */
export async function startChat(
  input: StartInput,
  context: CallContext,
): Promise<ChatView & { token: string }> {
  const shopper = await shopperOf(context);
  const db = await database();
  const who = shopper ? await accountContact(db, shopper.userId) : guestContact(input);
  await spendChatStart(requestAddress(context.request));
  const [cart, online] = await Promise.all([chatCartOf(context), staffOnline(db)]);
  const status = startingStatus(online);
  const token = randomToken();
  const row = await db.transaction(async (tx) => {
    const ticket = await openChatTicket(tx, {
      ...who,
      userId: shopper?.userId ?? null,
      deviceId: context.deviceId ?? null,
      message: input.message,
    });
    const [chat] = await tx
      .insert(chatConversations)
      .values({
        tokenHash: digestOf(token),
        ticketId: ticket.id,
        userId: shopper?.userId ?? null,
        status,
        pageUrl: input.pageUrl,
        cart,
      })
      .returning();
    if (!chat) throw new Error('chat not written');
    // docs/operating.md#alerts: a new chat is told under "a new ticket or chat"
    await raiseStaffEvent(tx, {
      kind: 'ticket',
      key: `chat:${chat.id}`,
      title:
        status === 'waiting'
          ? `New chat from ${who.name}`
          : `New ticket ${ticket.ticketNumber} from ${who.name} (a chat nobody was online for)`,
      path:
        status === 'waiting' ? '/admin/chats' : `/admin/tickets/${encodeURIComponent(ticket.ticketNumber)}`,
    });
    return chat;
  });
  fanOutStaffEventsSoon();
  await publish(DESK_CHANNEL);
  return { ...(await shopperView(db, row)), token };
}

/** POST /api/chat/view: the conversation as it stands. */
export async function viewChat(input: TokenInput, context: CallContext): Promise<ChatView> {
  const db = await database();
  return shopperView(db, await ownedChat(db, input.token, context));
}

/** POST /api/chat/send: the shopper's message, in the chat and its ticket's thread. */
export async function sendChat(input: SendInput, context: CallContext): Promise<{ message: ChatMessage }> {
  const db = await database();
  const row = await ownedChat(db, input.token, context);
  if (!shopperMayWrite(row.status as ChatStatus)) throw new RefusedError(CLOSED_CHAT_MESSAGE);
  await spendChatMessage(row.id, 'shopper');
  const cart = await chatCartOf(context);
  // a chat still waiting when the last member left becomes a ticket, as a new one would
  const nobody = row.status === 'waiting' && (await staffOnline(db)) === 0;
  const message = await db.transaction(async (tx) => {
    const written = await addChatMessage(tx, {
      ticketId: row.ticketId,
      author: 'shopper',
      body: input.message,
      staffId: null,
    });
    await tx
      .update(chatConversations)
      .set({
        updatedAt: written.createdAt,
        cart,
        ...(input.pageUrl ? { pageUrl: input.pageUrl } : {}),
        ...(nobody ? { status: 'ticket' } : {}),
      })
      .where(eq(chatConversations.id, row.id));
    return written;
  });
  await Promise.all([publish(chatChannel(row.id)), publish(DESK_CHANNEL)]);
  return { message: messageOf(message, await memberNames(db, [])) };
}

/** POST /api/chat/close: the shopper ends the chat (and its ticket); twice changes nothing. */
export async function closeChatAsShopper(input: TokenInput, context: CallContext): Promise<ChatView> {
  const db = await database();
  const row = await ownedChat(db, input.token, context);
  if (row.status === 'closed') return shopperView(db, row);
  const closed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chatConversations)
      .set({ status: 'closed', updatedAt: new Date() })
      .where(eq(chatConversations.id, row.id))
      .returning();
    await closeChatTicket(tx, row.ticketId);
    return updated ?? row;
  });
  await Promise.all([publish(chatChannel(row.id)), publish(DESK_CHANNEL)]);
  return shopperView(db, closed);
}

/**
 * POST /api/chat/stream: the conversation is checked before the stream opens (an unknown token is
 * the envelope's 404 at once); then its news, woken by the bus and read again at least every 20 s.
 */
export async function openChatStream(input: StreamInput, context: CallContext): Promise<EventProducer> {
  const db = await database();
  const row = await ownedChat(db, input.token, context);
  const cursor = chatCursor(row.id, input.after);
  return async (send, signal) => {
    const watch = watchChannels(chatChannels(cursor), signal);
    while (!signal.aborted) {
      await sendChatNews(cursor, send);
      await watch.wait(STREAM_READ_MS);
    }
  };
}

/**
 * The chat a token opens. A signed-in shopper's chat also needs that account's bearer token: a
 * token alone, or another account's, answers the same 404 as an unknown token
 * (docs/architecture.md#api-envelope).
 */
async function ownedChat(db: Database, token: string, context: CallContext): Promise<ChatRow> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.tokenHash, digestOf(token)))
    .limit(1);
  if (!row) throw new NotFoundError('The conversation');
  if (row.userId !== null) {
    const shopper = await shopperOf(context);
    if (shopper?.userId !== row.userId) throw new NotFoundError('The conversation');
  }
  return row;
}

async function accountContact(db: Database, userId: number) {
  const [user, names] = await Promise.all([findUser(db, userId), accountNamesOf(db, userId)]);
  const name = [names?.firstName, names?.lastName].filter(Boolean).join(' ').trim();
  return { name: name || user?.email.split('@')[0] || 'Shopper', email: user?.email ?? null };
}

function guestContact(input: StartInput) {
  const fields: Record<string, string> = {};
  if (!input.name) fields.name = CHAT_TEXT.guestName;
  if (!input.email) fields.email = CHAT_TEXT.guestEmail;
  if (!input.name || !input.email) throw new InvalidInputError(fields);
  return { name: input.name, email: input.email };
}
