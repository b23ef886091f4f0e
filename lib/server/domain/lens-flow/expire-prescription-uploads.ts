import { and, inArray, lt, sql } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { prescriptionUploads } from './tables';
import { logger } from '../../platform/logger';
import { discardPrivateFile } from '@/lib/server/platform/uploads';

/** Hours an upload's handle works in the lens flow: a photo is meant for the choice at hand. */
export const UPLOAD_ATTACH_HOURS = 24;
/**
 * The sweep waits this much longer, so a handle read just before its last moment cannot be
 * swept while the cart line that takes its photo is being written.
 */
const SWEEP_GRACE_HOURS = 1;
/** Uploads removed per statement, so one sweep never holds a long lock over many rows. */
const BATCH = 500;
const HOUR_MS = 3600_000;

/**
 * The photo is still needed: a cart line, a saved prescription, a checkout snapshot or an order
 * line holds its key (the lens record's prescription.imageKey, lib/server/platform/db/schema/cart.ts).
 */
const attached = sql`(
  exists (select 1 from cart_lines c
          where c.lens -> 'prescription' ->> 'imageKey' = ${prescriptionUploads.fileKey})
  or exists (select 1 from prescriptions p where p.image_key = ${prescriptionUploads.fileKey})
  or exists (select 1 from order_lines o
             where o.lens_record -> 'prescription' ->> 'imageKey' = ${prescriptionUploads.fileKey})
  or exists (select 1 from checkout_snapshots s, jsonb_array_elements(s.lines) as line
             where line -> 'lensRecord' -> 'prescription' ->> 'imageKey' = ${prescriptionUploads.fileKey})
)`;

/**
 * Deletes lens-flow prescription photos (/api/process/upload) that nothing took within
 * UPLOAD_ATTACH_HOURS, rows and files (uploads under invented device ids otherwise stayed on disk
 * for good). Runs at start and every hour as a job (lib/server/flows/shop-jobs.ts). Several instances may
 * sweep at once: rows are claimed with FOR UPDATE SKIP LOCKED and each DELETE answers only the rows
 * it removed, so every file is deleted by one instance.
 */
export async function deleteUnattachedUploads(now = new Date()): Promise<number> {
  const db = await database();
  const before = new Date(now.getTime() - (UPLOAD_ATTACH_HOURS + SWEEP_GRACE_HOURS) * HOUR_MS);
  let deleted = 0;
  for (;;) {
    const unattached = db
      .select({ handle: prescriptionUploads.handle })
      .from(prescriptionUploads)
      .where(and(lt(prescriptionUploads.createdAt, before), sql`not ${attached}`))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const removed = await db
      .delete(prescriptionUploads)
      .where(inArray(prescriptionUploads.handle, unattached))
      .returning({ fileKey: prescriptionUploads.fileKey });
    for (const { fileKey } of removed) await discardPrivateFile(fileKey);
    deleted += removed.length;
    if (removed.length < BATCH) break;
  }
  if (deleted > 0) logger.info({ deleted }, 'unattached prescription uploads deleted');
  return deleted;
}
