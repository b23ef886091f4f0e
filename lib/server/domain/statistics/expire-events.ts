import { inArray, lt } from 'drizzle-orm';
import { serverConfig } from '../../platform/config';
import { database } from '@/lib/server/platform/db';
import { siteEvents } from './tables';
import { logger } from '../../platform/logger';

const DAY_MS = 24 * 3600_000;
/** Events removed per statement, so one sweep never holds a long lock over many rows. */
const BATCH = 5000;

/**
 * Deletes page views and clicks older than STATISTICS_RETENTION_DAYS (default 90). Runs at start
 * and every hour as a job (lib/server/flows/shop-jobs.ts); several instances may sweep at once: rows are
 * claimed with FOR UPDATE SKIP LOCKED, so none waits on another.
 */
export async function deleteOldSiteEvents(now = new Date()): Promise<number> {
  const db = await database();
  const before = new Date(now.getTime() - serverConfig().STATISTICS_RETENTION_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const old = db
      .select({ id: siteEvents.id })
      .from(siteEvents)
      .where(lt(siteEvents.createdAt, before))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const removed = await db
      .delete(siteEvents)
      .where(inArray(siteEvents.id, old))
      .returning({ id: siteEvents.id });
    deleted += removed.length;
    if (removed.length < BATCH) break;
  }
  if (deleted > 0) logger.info({ deleted }, 'old site events deleted');
  return deleted;
}
