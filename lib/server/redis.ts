import { Redis } from 'ioredis';
import { serverConfig } from './config';
import { logger } from './logger';

const holder = globalThis as typeof globalThis & { __oculoRedis?: Redis | null };

/**
 * The Redis connection every instance shares when REDIS_URL is set (DESIGN §2: rate limits and
 * short-lived counters), or null for the in-process default.
 */
export function sharedRedis(): Redis | null {
  if (holder.__oculoRedis !== undefined) return holder.__oculoRedis;
  const url = serverConfig().REDIS_URL;
  holder.__oculoRedis = url ? connectRedis(url) : null;
  return holder.__oculoRedis;
}

export function connectRedis(url: string): Redis {
  // Commands fail at once while disconnected instead of queueing: a limiter then falls back to
  // its in-memory insurance rather than holding a login for as long as Redis is away.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'));
  return redis;
}
