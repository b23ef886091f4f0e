import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '@/lib/contract/errors';
import { sharedRedis } from '../redis';
import { shopCounter } from '../telemetry';

/** Requests a rate limit turned away, by the limit's name (docs/operating.md#metrics). */
const limitsHit = shopCounter('oculo_rate_limits_hit_total', 'Requests refused by a rate limit', ['limit']);

export interface LimitRule {
  /** Names the counter in Redis, e.g. "login-email". */
  keyPrefix: string;
  /** Attempts allowed within `duration`. */
  points: number;
  /** Seconds the attempts are counted over. */
  duration: number;
  /** Seconds a key waits once its points are spent (default: the rest of `duration`). */
  blockDuration?: number;
}

/**
 * A counter of attempts per key: in Redis when REDIS_URL is set, so every instance sees the same
 * count (docs/scaling-out.md#shared-limits), otherwise in this process's memory. A Redis outage
 * falls back to memory.
 */
export function createLimiter(rule: LimitRule, redis: Redis | null = sharedRedis()): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory(rule);
  return new RateLimiterRedis({
    ...rule,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(rule),
  });
}

/** Seconds until a spent key may try again, or 0 when it may try now. */
export async function secondsBlocked(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key);
  if (!state || state.remainingPoints > 0) return 0;
  limitsHit.add({ limit: limiter.keyPrefix });
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}

/**
 * Counts one attempt (or `points`, e.g. bytes) against every key; answers the longest wait when any
 * key is spent, else 0. The limiter rejects with its result when points are spent and with an
 * Error when its store fails.
 */
export async function spendAttempt(
  limiter: RateLimiterAbstract,
  keys: readonly string[],
  points = 1,
): Promise<number> {
  const outcomes = await Promise.allSettled(keys.map((key) => limiter.consume(key, points)));
  let waitMs = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
  }
  if (waitMs === 0) return 0;
  limitsHit.add({ limit: limiter.keyPrefix });
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** "Please try again in 15 minutes." (or "in 5 hours" past an hour and a half) for a wait in seconds. */
export function waitMessage(retryAfter: number, what: string): TooManyAttemptsError {
  const minutes = Math.ceil(retryAfter / 60);
  const hours = Math.ceil(retryAfter / 3600);
  const wait = minutes <= 90 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${hours} hours`;
  return new TooManyAttemptsError(retryAfter, `${what} Please try again in ${wait}.`);
}
