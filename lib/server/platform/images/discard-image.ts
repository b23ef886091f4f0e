import type { Database } from '@/lib/server/platform/db';
import { discardFilesLater } from '@/lib/server/platform/uploads';
import { everyImageKey, isImageStem } from './image-keys';

/**
 * Marks a stored image's files for deletion once the row that named it is gone: written down in
 * the caller's transaction (db may be one), deleted by the "retry-file-deletes" job on whichever
 * instance runs it. A rolled-back change keeps its image. Every standard size and format is listed;
 * the ones the image was never stored in are "already gone", which the store takes as done.
 */
export async function discardImage(db: Database, stem: string): Promise<void> {
  if (!isImageStem(stem)) return;
  await discardFilesLater(db, everyImageKey(stem));
}
