import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Page views and clicks reported by the storefront (/api/other/statistics). No IP address is kept:
 * the device id is the only link between events.
 */
export const siteEvents = pgTable(
  'site_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** page_view | click */
    type: text('type').notNull(),
    /** The site path, e.g. /details/OC1024. */
    path: text('path').notNull(),
    /** What was clicked, e.g. add-to-cart. */
    target: text('target'),
    referrer: text('referrer'),
    deviceId: text('device_id'),
    /** Server time: a browser's clock is not trusted. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_events_created_idx').on(t.createdAt),
    index('site_events_path_idx').on(t.path, t.createdAt),
  ],
);
