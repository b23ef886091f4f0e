import { inArray, lte } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { savedFaces } from './tables';
import { logger } from '../../platform/logger';
import { discardFaceFiles } from './face-records';

/** Faces removed per statement, so one sweep never holds a long lock over many rows. */
const BATCH = 500;

/**
 * Deletes every saved face past its expiry (FACE_RETENTION_DAYS after saving,
 * docs/product.md#privacy): the rows, then their files. Runs at start and on a timer; several
 * instances may sweep at once, and a row is removed by only one of them.
 */
export async function deleteExpiredFaces(now = new Date()): Promise<number> {
  const db = await database();
  let deleted = 0;
  for (;;) {
    const expired = db
      .select({ id: savedFaces.id })
      .from(savedFaces)
      .where(lte(savedFaces.expiresAt, now))
      .limit(BATCH);
    const removed = await db
      .delete(savedFaces)
      .where(inArray(savedFaces.id, expired))
      .returning({ fileKey: savedFaces.fileKey });
    await discardFaceFiles(removed.map((face) => face.fileKey));
    deleted += removed.length;
    if (removed.length < BATCH) break;
  }
  if (deleted > 0) logger.info({ deleted }, 'expired saved faces deleted');
  return deleted;
}
