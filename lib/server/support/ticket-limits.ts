import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TICKETS_PER_HOUR } from '@/lib/contract/calls/contact';
import { TooManyAttemptsError } from '@/lib/contract/errors';

const HOUR_SECONDS = 3600;

/**
 * Tickets filed per device and per network address in the last hour. In this process's memory
 * for now; when REDIS_URL is set (DESIGN §2: counters shared by every instance) a later issue
 * swaps in RateLimiterRedis from the same library, with the same points and duration.
 */
const ticketsFiled = new RateLimiterMemory({
  keyPrefix: 'support-tickets',
  points: TICKETS_PER_HOUR,
  duration: HOUR_SECONDS,
});

/** Who a ticket counts against: the device, the address, or one shared bucket when neither is known. */
export function ticketLimitKeys(who: { deviceId?: string; address?: string }): string[] {
  const keys = [who.deviceId && `device:${who.deviceId}`, who.address && `ip:${who.address}`].filter(
    (key): key is string => Boolean(key),
  );
  return keys.length > 0 ? keys : ['ip:unknown'];
}

/**
 * Counts one ticket against every key; refuses with 429 and the seconds to wait once any key has
 * filed TICKETS_PER_HOUR in the hour.
 */
export async function spendTicketAllowance(keys: readonly string[]): Promise<void> {
  const outcomes = await Promise.allSettled(keys.map((key) => ticketsFiled.consume(key)));
  let waitMs = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    // The limiter rejects with its result when the points are spent, and with an Error when its store fails.
    if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
  }
  if (waitMs > 0) {
    const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
    const minutes = Math.ceil(retryAfter / 60);
    throw new TooManyAttemptsError(
      retryAfter,
      `You have sent us ${TICKETS_PER_HOUR} messages in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}; we answer every message in order.`,
    );
  }
}
