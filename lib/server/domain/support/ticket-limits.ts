import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { TICKETS_PER_HOUR } from '@/lib/contract/calls/contact';
import { TooManyAttemptsError } from '@/lib/contract/errors';
import { createLimiter, spendAttempt } from '@/lib/server/platform/limits';
import { hoursToSeconds } from '@/lib/shop/time';

/** Tickets filed per device and per network address in the last hour (in Redis when configured). */
let ticketsFiled: RateLimiterAbstract | undefined;
const ticketLimiter = () =>
  (ticketsFiled ??= createLimiter({
    keyPrefix: 'support-tickets',
    points: TICKETS_PER_HOUR,
    duration: hoursToSeconds(1),
  }));

/**
 * Who a ticket counts against: the device, the address and the account (a signed-in shopper cannot
 * get round the limit with fresh device ids), or one shared bucket when none is known.
 */
export function ticketLimitKeys(who: { deviceId?: string; address?: string; userId?: number }): string[] {
  const keys = [
    who.deviceId && `device:${who.deviceId}`,
    who.address && `ip:${who.address}`,
    who.userId !== undefined && `user:${who.userId}`,
  ].filter((key): key is string => Boolean(key));
  return keys.length > 0 ? keys : ['ip:unknown'];
}

/**
 * Counts one ticket against every key; refuses with 429 and the seconds to wait once any key has
 * filed TICKETS_PER_HOUR in the hour.
 */
export async function spendTicketAllowance(keys: readonly string[]): Promise<void> {
  const retryAfter = await spendAttempt(ticketLimiter(), keys);
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    throw new TooManyAttemptsError(
      retryAfter,
      `You have sent us ${TICKETS_PER_HOUR} messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}; we answer every message in order.`,
    );
  }
}
