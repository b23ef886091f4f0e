import { asc, eq, sql } from 'drizzle-orm';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { searchWords } from '@/lib/shop/search-query';
import { searchSynonyms } from './tables';

// The shop's search words, edited in the console (docs/product.md#search-words). The table's trigger
// sends the 'catalog' notice (migration search_vocabulary), so cached search answers are forgotten.

type Synonym = { id: number; words: string; means: string[] };

async function allSynonyms(db: Pick<Database, 'select'>): Promise<{ list: Synonym[] }> {
  const list = await db
    .select({ id: searchSynonyms.id, words: searchSynonyms.words, means: searchSynonyms.means })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.words));
  return { list };
}

/** The words as searched: lowercase, letters and digits, one space between words. */
function asSearched(text: string): string {
  return searchWords(text, Number.MAX_SAFE_INTEGER).join(' ');
}

/** POST /api/admin/search/synonyms */
export async function adminSynonyms() {
  return allSynonyms(await database());
}

/**
 * POST /api/admin/search/synonymSave: adds (no id) or changes a synonym. Words already taken by
 * another synonym are refused; a meaning equal to the words themselves is dropped.
 */
export async function saveSynonym(input: { id?: number; words: string; means: string[] }, actor: AuditActor) {
  const words = asSearched(input.words);
  const means = [...new Set(input.means.map(asSearched))].filter((phrase) => phrase && phrase !== words);
  if (!words) throw new RefusedError('Type the words shoppers search with (letters or digits).');
  if (means.length === 0) throw new RefusedError('Add at least one meaning other than the words themselves.');
  const db = await database();
  return db.transaction(async (tx) => {
    // One save at a time, so two editors writing the same words cannot both pass the check.
    await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
    const [taken] = await tx
      .select({ id: searchSynonyms.id })
      .from(searchSynonyms)
      .where(eq(searchSynonyms.words, words))
      .limit(1);
    if (taken && taken.id !== input.id) throw new RefusedError(`“${words}” already has its meanings.`);
    if (input.id === undefined) {
      const [added] = await tx.insert(searchSynonyms).values({ words, means }).returning();
      if (!added) throw new Error('the synonym was not stored');
      await recordAction(tx, actor, {
        action: 'searchSynonym.add',
        objectType: 'searchSynonym',
        objectId: added.id,
        summary: `Searches for “${words}” also find ${means.map((m) => `“${m}”`).join(', ')}`,
        after: { words, means },
      });
      return allSynonyms(tx);
    }
    const [before] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, input.id)).limit(1);
    if (!before) throw new NotFoundError('The synonym');
    await tx
      .update(searchSynonyms)
      .set({ words, means, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, input.id));
    await recordAction(tx, actor, {
      action: 'searchSynonym.change',
      objectType: 'searchSynonym',
      objectId: input.id,
      summary: `Changed the meanings of “${words}”`,
      before: { words: before.words, means: before.means },
      after: { words, means },
    });
    return allSynonyms(tx);
  });
}

/** POST /api/admin/search/synonymRemove */
export async function removeSynonym(input: { id: number }, actor: AuditActor) {
  const db = await database();
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, input.id)).returning();
    if (!gone) throw new NotFoundError('The synonym');
    await recordAction(tx, actor, {
      action: 'searchSynonym.remove',
      objectType: 'searchSynonym',
      objectId: gone.id,
      summary: `Searches for “${gone.words}” no longer find ${gone.means.map((m) => `“${m}”`).join(', ')}`,
      before: { words: gone.words, means: gone.means },
    });
    return allSynonyms(tx);
  });
}
