import { asc, eq, sql } from 'drizzle-orm';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { nextSort, writeOrder } from './content-order';
import { hotSearchWords } from './tables';

// The console's suggested search words. The hot_search_words trigger sends the 'home' notice
// (migration 0010); the search page reads them at each render.

type HotWord = { id: number; word: string; sort: number };

async function allWords(db: Pick<Database, 'select'>): Promise<{ list: HotWord[] }> {
  const list = await db
    .select({ id: hotSearchWords.id, word: hotSearchWords.word, sort: hotSearchWords.sort })
    .from(hotSearchWords)
    .orderBy(asc(hotSearchWords.sort), asc(hotSearchWords.id));
  return { list };
}

/** POST /api/admin/content/hotWords */
export async function adminHotWords() {
  return allWords(await database());
}

/** POST /api/admin/content/hotWordAdd: last in order; a word already there (in any case) is refused. */
export async function addHotWord(input: { word: string }, actor: AuditActor) {
  const db = await database();
  return db.transaction(async (tx) => {
    // One add at a time, so two editors adding the same word cannot both pass the check.
    await tx.execute(sql`lock table ${hotSearchWords} in share row exclusive mode`);
    const [taken] = await tx
      .select({ id: hotSearchWords.id })
      .from(hotSearchWords)
      .where(sql`lower(${hotSearchWords.word}) = lower(${input.word})`)
      .limit(1);
    if (taken) throw new RefusedError(`“${input.word}” is already suggested.`);
    const [added] = await tx
      .insert(hotSearchWords)
      .values({ word: input.word, sort: await nextSort(tx, hotSearchWords) })
      .returning();
    if (!added) throw new Error('the word was not stored');
    await recordAction(tx, actor, {
      action: 'hotWord.add',
      objectType: 'hotWord',
      objectId: added.id,
      summary: `Suggested “${added.word}”`,
      after: { word: added.word },
    });
    return allWords(tx);
  });
}

/** POST /api/admin/content/hotWordRemove */
export async function removeHotWord(input: { id: number }, actor: AuditActor) {
  const db = await database();
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(hotSearchWords).where(eq(hotSearchWords.id, input.id)).returning();
    if (!gone) throw new NotFoundError('The word');
    await recordAction(tx, actor, {
      action: 'hotWord.remove',
      objectType: 'hotWord',
      objectId: gone.id,
      summary: `No longer suggests “${gone.word}”`,
      before: { word: gone.word },
    });
    return allWords(tx);
  });
}

/** POST /api/admin/content/hotWordOrder */
export async function orderHotWords(input: { ids: number[] }, actor: AuditActor) {
  const db = await database();
  return db.transaction(async (tx) => {
    const before = await writeOrder(tx, hotSearchWords, input.ids);
    await recordAction(tx, actor, {
      action: 'hotWord.order',
      objectType: 'hotWord',
      objectId: 'all',
      summary: 'Put the suggested search words in a new order',
      before,
      after: input.ids,
    });
    return allWords(tx);
  });
}
