import { countDistinct, eq, gt, lt } from 'drizzle-orm';
import { STAFF_ONLINE_SECONDS } from '@/lib/shop/chat-rules';
import type { Database } from '@/lib/server/platform/db';
import { chatPresence } from './tables';

// Who is online (docs/operating.md#live-chat): a member is, while a console chats page of theirs
// keeps its stream open. The stream beats every STAFF_BEAT_SECONDS; a row older than
// STAFF_ONLINE_SECONDS (a crashed instance, a laptop closed) no longer counts. In the database, so
// every instance sees the same staff online.

const since = () => new Date(Date.now() - STAFF_ONLINE_SECONDS * 1000);

export async function beat(db: Database, connectionId: string, staffId: number): Promise<void> {
  const now = new Date();
  await db
    .insert(chatPresence)
    .values({ connectionId, staffId, seenAt: now })
    .onConflictDoUpdate({ target: chatPresence.connectionId, set: { seenAt: now } });
}

export async function leave(db: Database, connectionId: string): Promise<void> {
  await db.delete(chatPresence).where(eq(chatPresence.connectionId, connectionId));
  // old rows of pages that never said goodbye
  await db.delete(chatPresence).where(lt(chatPresence.seenAt, since()));
}

/** How many members are online now (each counted once, however many pages they have open). */
export async function staffOnline(db: Database): Promise<number> {
  const [row] = await db
    .select({ members: countDistinct(chatPresence.staffId) })
    .from(chatPresence)
    .where(gt(chatPresence.seenAt, since()));
  return row?.members ?? 0;
}
