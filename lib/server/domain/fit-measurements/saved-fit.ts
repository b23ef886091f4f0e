import { eq } from 'drizzle-orm';
import type { FitSaveInput, SavedFit } from '@/lib/contract/calls/account-fit';
import { toTenthMm } from '@/lib/shop/saved-fit';
import { database } from '@/lib/server/platform/db';
import { fitMeasurements } from './tables';

// /api/account/fit/*: the one face measurement a signed-in shopper keeps on the account
// (docs/product.md#saved-fit). Every query is by the caller's own account id, which the route takes
// from the session: no call names another account's row (docs/product.md#privacy).

type Row = typeof fitMeasurements.$inferSelect;

const toSavedFit = (row: Row): SavedFit => ({
  faceWidthMm: row.faceWidthMm,
  frameWidthMin: row.frameWidthMin,
  frameWidthMax: row.frameWidthMax,
  pdMm: row.pdMm,
  measuredAt: row.measuredAt.toISOString(),
  savedAt: row.savedAt.toISOString(),
});

/** POST /api/account/fit/get: the account's measurement, or null. */
export async function savedFit(userId: number): Promise<{ fit: SavedFit | null }> {
  const db = await database();
  const [row] = await db.select().from(fitMeasurements).where(eq(fitMeasurements.userId, userId)).limit(1);
  return { fit: row ? toSavedFit(row) : null };
}

/** POST /api/account/fit/save: keeps this measurement in place of the one saved before. */
export async function saveFit(
  userId: number,
  input: FitSaveInput,
  now = new Date(),
): Promise<{ fit: SavedFit }> {
  const db = await database();
  const values = {
    faceWidthMm: toTenthMm(input.faceWidthMm),
    frameWidthMin: input.frameWidthMin,
    frameWidthMax: input.frameWidthMax,
    pdMm: input.pdMm == null ? null : toTenthMm(input.pdMm),
    measuredAt: new Date(input.measuredAt),
    savedAt: now,
  };
  const [row] = await db
    .insert(fitMeasurements)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: fitMeasurements.userId, set: values })
    .returning();
  if (!row) throw new Error('the saved fit was not written');
  return { fit: toSavedFit(row) };
}

/** POST /api/account/fit/delete: whether the account had a measurement to delete. */
export async function deleteSavedFit(userId: number): Promise<{ deleted: boolean }> {
  const db = await database();
  const gone = await db
    .delete(fitMeasurements)
    .where(eq(fitMeasurements.userId, userId))
    .returning({ userId: fitMeasurements.userId });
  return { deleted: gone.length > 0 };
}
