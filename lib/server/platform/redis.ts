import { Redis } from 'ioredis';
import { serverConfig } from './config';
import { logger } from './logger';

const holder = globalThis as typeof globalThis & { __oculoRedis?: Redis | null };

/**
 * The Redis connection every instance shares when REDIS_URL is set
 * (docs/scaling-out.md#shared-limits: rate limits and short-lived counters), or null for the
 * in-process default.
 */
export function sharedRedis(): Redis | null {
  if (holder.__oculoRedis !== undefined) return holder.__oculoRedis;
  const url = serverConfig().REDIS_URL;
  const redis = url ? connectRedis(url) : null;
  // Until the connection is up, limiters answer from their in-memory insurance.
  redis?.connect().catch((error: unknown) => logger.error({ err: error }, 'redis connection failed'));
  holder.__oculoRedis = redis;
  return redis;
}

/**
 * A new connection (not yet connected: call `connect()`). `queueWhileConnecting`: commands sent
 * before the connection is up wait for it (the live bus's subscriptions, docs/scaling-out.md#live-bus)
 * instead of failing.
 */
export function connectRedis(url: string, { queueWhileConnecting = false } = {}): Redis {
  // Otherwise commands fail at once while disconnected instead of queueing: a limiter then falls
  // back to its in-memory insurance rather than holding a login for as long as Redis is away.
  const redis = new Redis(url, {
    enableOfflineQueue: queueWhileConnecting,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
  });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'));
  return redis;
}
