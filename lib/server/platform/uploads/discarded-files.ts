import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { fileStore } from '@/lib/server/platform/storage';
import { logger } from '../logger';
import { deletePrivateFile, isPrivateFileKey } from './private-files';
import { discardedFiles } from './tables';

/** Files retried per run of the job. */
const BATCH = 200;

/**
 * Deletes the file of a row that is already gone (a face deleted or expired, a photo replaced).
 * When the store cannot delete it now (the bucket is away), the key is written down and the
 * "retry-file-deletes" job deletes it later: the caller's change stands either way, and no file
 * outlives it for long.
 */
export async function discardPrivateFile(key: string): Promise<void> {
  try {
    await deletePrivateFile(key);
  } catch (error) {
    logger.warn({ err: error, key }, 'could not delete a stored file now; it will be deleted later');
    try {
      await (await database()).insert(discardedFiles).values({ key }).onConflictDoNothing();
    } catch (recordError) {
      logger.error({ err: recordError, key }, 'could not delete a stored file nor write it down: it stays');
    }
  }
}

/**
 * Writes down stored files for the "retry-file-deletes" job to delete, in the caller's transaction
 * (such as an uploaded product photo's sizes once its row is deleted). The files go only
 * if the change that dropped their row commits, and whichever instance runs the job deletes them.
 */
export async function discardFilesLater(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(discardedFiles)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/** A private file by its checked key; any other key (an uploaded image's sizes) by the store's own check. */
const deleteStoredFile = (key: string) =>
  isPrivateFileKey(key) ? deletePrivateFile(key) : fileStore().remove(key);

/**
 * Deletes the files written down by discardPrivateFile and discardFilesLater. A file that still cannot be deleted
 * stays listed with its error; the job fails, so pg-boss retries it with backoff and it shows in
 * the logs. Answers how many were deleted.
 */
export async function retryFileDeletes(): Promise<number> {
  const db = await database();
  const due = await db.select({ key: discardedFiles.key }).from(discardedFiles).limit(BATCH);
  let deleted = 0;
  let failed: unknown;
  for (const { key } of due) {
    try {
      await deleteStoredFile(key);
      await db.delete(discardedFiles).where(eq(discardedFiles.key, key));
      deleted += 1;
    } catch (error) {
      failed ??= error;
      await db
        .update(discardedFiles)
        .set({ attempts: sql`${discardedFiles.attempts} + 1`, lastError: String(error).slice(0, 1000) })
        .where(eq(discardedFiles.key, key));
    }
  }
  if (failed) throw failed;
  return deleted;
}
