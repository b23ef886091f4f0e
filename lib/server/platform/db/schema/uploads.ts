import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files whose rows are gone but whose delete failed (the bucket was away): the
 * "retry-file-deletes" job deletes them later, whichever instance runs it, so no photo outlives its
 * retention or its owner's delete.
 */
export const discardedFiles = pgTable('discarded_files', {
  key: text('key').primaryKey(),
  discardedAt: timestamp('discarded_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});
