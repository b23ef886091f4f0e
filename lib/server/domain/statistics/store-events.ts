import type { SiteEvent } from '@/lib/contract/calls/statistics';
import { database } from '@/lib/server/platform/db';
import { siteEvents } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { requestAddress } from '@/lib/server/platform/client-address';
import { spendStatisticsAllowance } from './statistics-limits';

/**
 * POST /api/other/statistics: stores the storefront's page views and clicks in one insert, with
 * the device id when one was sent and the server's time; 429 past the network address's events
 * (statistics-limits.ts). The address is only a rate-limit key, never kept: statistics need no
 * more than the device to tell visits apart. Kept STATISTICS_RETENTION_DAYS (expire-events.ts).
 */
export async function storeEvents(
  events: readonly SiteEvent[],
  context: Pick<CallContext, 'request' | 'deviceId'>,
): Promise<{ stored: number }> {
  await spendStatisticsAllowance(requestAddress(context.request), events.length);
  const { deviceId } = context;
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
