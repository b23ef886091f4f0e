import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  STATISTICS_EVENTS_PER_ADDRESS_HOUR,
  STATISTICS_EVENTS_PER_ADDRESS_MINUTE,
} from '@/lib/contract/calls/statistics';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/platform/limits';
import { hoursToSeconds } from '@/lib/shop/time';

let perMinute: RateLimiterAbstract | undefined;
let perHour: RateLimiterAbstract | undefined;

/**
 * Counts a call's events against its network address (one client once wrote 6,000 rows in 4
 * seconds). A browsing shopper's tab sends a batch every few seconds at most
 * (lib/client/statistics.ts), a few dozen events a minute; past either window the call is refused
 * with 429, which the storefront drops without a word. Refused events count too.
 */
export async function spendStatisticsAllowance(address: string, events: number): Promise<void> {
  perMinute ??= createLimiter({
    keyPrefix: 'statistics-minute',
    points: STATISTICS_EVENTS_PER_ADDRESS_MINUTE,
    duration: 60,
  });
  perHour ??= createLimiter({
    keyPrefix: 'statistics-hour',
    points: STATISTICS_EVENTS_PER_ADDRESS_HOUR,
    duration: hoursToSeconds(1),
  });
  const waits = await Promise.all([
    spendAttempt(perMinute, [address], events),
    spendAttempt(perHour, [address], events),
  ]);
  const retryAfter = Math.max(...waits);
  if (retryAfter > 0) throw waitMessage(retryAfter, 'Too many page events from this network.');
}
