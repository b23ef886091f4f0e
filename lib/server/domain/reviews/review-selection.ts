import { asc, eq, inArray } from 'drizzle-orm';
import { firstIndexes, refuseSelection } from '@/lib/contract/calls/admin/selection';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { forgetCatalogAnswers, lockProduct } from '@/lib/server/domain/catalog';
import { database } from '@/lib/server/platform/db';
import { hideStep } from './review-moderation';
import { reviews } from './tables';

/**
 * POST /api/admin/reviews/hideMany (docs/operating.md#bulk-catalog): the ticked reviews hidden as
 * /hide hides one, in one transaction: an unknown id and none is hidden. Their products are locked
 * first, in id order, as one hide locks its product, so the ratings' recount sees every write. A
 * hidden review changes nothing; each hidden now gets its audit line (review.hide).
 */
export async function hideReviews(
  input: { ids: readonly number[] },
  actor: AuditActor,
): Promise<{ changed: number[]; unchanged: number[] }> {
  const firstIndex = firstIndexes(input.ids);
  const ids = [...firstIndex.keys()];
  const db = await database();
  const step = hideStep(actor);
  const answer = await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: reviews.id, productId: reviews.productId })
      .from(reviews)
      .where(inArray(reviews.id, ids));
    refuseSelection(
      ids
        .filter((id) => !found.some((row) => row.id === id))
        .map((id) => ({ index: firstIndex.get(id) ?? 0, reason: `No review has the id ${id}.` })),
      'review',
    );
    for (const productId of [...new Set(found.map((row) => row.productId))].sort((a, b) => a - b))
      await lockProduct(tx, productId);
    const rows = await tx
      .select()
      .from(reviews)
      .where(inArray(reviews.id, ids))
      .orderBy(asc(reviews.id))
      .for('update');
    const now = new Date();
    const changed: number[] = [];
    const unchanged: number[] = [];
    for (const id of ids) {
      const row = rows.find((candidate) => candidate.id === id);
      const change = row ? step(row, now) : null;
      if (!change) {
        unchanged.push(id);
        continue;
      }
      await tx.update(reviews).set(change.set).where(eq(reviews.id, id));
      await recordAction(tx, actor, {
        action: change.action,
        objectType: 'review',
        objectId: id,
        summary: change.summary,
        before: change.before,
        after: change.after,
      });
      changed.push(id);
    }
    return { changed, unchanged };
  });
  // The ratings on this instance's cached cards change now, not a moment later with the notice.
  if (answer.changed.length > 0) forgetCatalogAnswers();
  return answer;
}
