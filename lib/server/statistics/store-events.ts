import type { SiteEvent } from '@/lib/contract/calls/statistics';
import { database } from '../db/database';
import { siteEvents } from '../db/schema';

/**
 * POST /api/other/statistics: stores the storefront's page views and clicks in one insert, with
 * the device id when one was sent and the server's time. The request's IP address is never
 * read or kept: statistics need no more than the device to tell visits apart.
 */
export async function storeEvents(
  events: readonly SiteEvent[],
  deviceId: string | undefined,
): Promise<{ stored: number }> {
  const db = await database();
  await db.insert(siteEvents).values(
    events.map((event) => ({
      type: event.type,
      path: event.path,
      target: event.target ?? null,
      referrer: event.referrer ?? null,
      deviceId: deviceId ?? null,
    })),
  );
  return { stored: events.length };
}
