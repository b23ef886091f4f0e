import type { ChatStatus } from '@/lib/shop/chat-rules';
import { database } from '@/lib/server/platform/db';
import type { StreamEvent } from '@/lib/server/platform/http';
import { chatById, chatChannel, chatMessages, memberNames } from './chat-view';

/**
 * What a stream of one chat has sent: the last message id and the state, so each read after a
 * notice sends only what is new, in the thread's order.
 */
export interface ChatCursor {
  id: number;
  after: number;
  state: string;
}

export const chatCursor = (id: number, after: number | undefined): ChatCursor => ({
  id,
  after: after ?? -1,
  state: '',
});

/** The bus channels a stream of this chat waits on. */
export const chatChannels = (cursor: ChatCursor | null) => (cursor ? [chatChannel(cursor.id)] : []);

/**
 * Sends the chat's news since the cursor: its new messages ("message", the id to catch up from)
 * and its state when it changed ("state"). `after` -1 sends the whole thread, the first message
 * (id 0) included.
 */
export async function sendChatNews(cursor: ChatCursor, send: (event: StreamEvent) => void): Promise<void> {
  const db = await database();
  const row = await chatById(db, cursor.id);
  if (!row) return;
  const messages = await chatMessages(db, row, cursor.after < 0 ? 0 : cursor.after);
  for (const message of messages) {
    if (message.id <= cursor.after) continue;
    send({ event: 'message', id: String(message.id), data: message });
    cursor.after = message.id;
  }
  const staffName =
    row.staffId === null ? null : ((await memberNames(db, [row.staffId])).get(row.staffId) ?? null);
  const state = { status: row.status as ChatStatus, staffName };
  const key = JSON.stringify(state);
  if (key !== cursor.state) {
    send({ event: 'state', data: state });
    cursor.state = key;
  }
}
