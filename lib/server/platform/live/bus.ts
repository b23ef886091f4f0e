import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { serverConfig } from '../config';
import { logger } from '../logger';
import { connectRedis } from '../redis';

// The live bus (docs/scaling-out.md#live-bus): short notices ("this channel changed") that a
// server-sent event stream waits on. It knows nothing of what the channels mean. On one machine it
// is an EventEmitter; with REDIS_URL every instance publishes to Redis and one subscriber
// connection per instance hands the notices to its local listeners, so a stream on instance A
// hears a write made on instance B. A notice carries no data a stream relies on: the stream reads
// the database when woken, so a notice lost while Redis is away costs a delay (the stream also
// reads on every heartbeat), never a message.

const PREFIX = 'oculo:live:';

interface Bus {
  local: EventEmitter;
  publisher: Redis | null;
  subscriber: Redis | null;
  /** Channels with a Redis subscription, by how many local listeners hear them. */
  subscribed: Map<string, number>;
}

const holder = globalThis as typeof globalThis & { __oculoLiveBus?: Bus };

function bus(): Bus {
  if (holder.__oculoLiveBus) return holder.__oculoLiveBus;
  const local = new EventEmitter();
  // one listener per open stream: a busy desk has many
  local.setMaxListeners(0);
  const url = serverConfig().REDIS_URL;
  const made: Bus = { local, publisher: null, subscriber: null, subscribed: new Map() };
  if (url) {
    // a stream's first subscription may come before the connection is up: it waits for it
    made.publisher = connectRedis(url, { queueWhileConnecting: true });
    made.subscriber = connectRedis(url, { queueWhileConnecting: true });
    for (const connection of [made.publisher, made.subscriber])
      connection
        .connect()
        .catch((error: unknown) => logger.error({ err: error }, 'live bus: redis connection failed'));
    made.subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(PREFIX)) local.emit(channel.slice(PREFIX.length), message);
    });
  }
  holder.__oculoLiveBus = made;
  return made;
}

/** Tells every listener of `channel`, on every instance, that it changed. Never throws. */
export async function publish(channel: string, message = ''): Promise<void> {
  const { local, publisher } = bus();
  if (!publisher) {
    local.emit(channel, message);
    return;
  }
  try {
    await publisher.publish(PREFIX + channel, message);
  } catch (error) {
    // Redis away: this instance's streams still hear it; the others read on their next heartbeat.
    logger.warn({ err: error, channel }, 'live bus: publish failed');
    local.emit(channel, message);
  }
}

/** Calls `listener` on each notice of `channel` until the returned function is called. */
function subscribe(channel: string, listener: (message: string) => void): () => void {
  const state = bus();
  state.local.on(channel, listener);
  if (state.subscriber) {
    const count = state.subscribed.get(channel) ?? 0;
    state.subscribed.set(channel, count + 1);
    if (count === 0)
      state.subscriber
        .subscribe(PREFIX + channel)
        .catch((error: unknown) => logger.warn({ err: error, channel }, 'live bus: subscribe failed'));
  }
  return () => {
    state.local.off(channel, listener);
    if (!state.subscriber) return;
    const left = (state.subscribed.get(channel) ?? 1) - 1;
    if (left > 0) {
      state.subscribed.set(channel, left);
      return;
    }
    state.subscribed.delete(channel);
    state.subscriber
      .unsubscribe(PREFIX + channel)
      .catch((error: unknown) => logger.warn({ err: error, channel }, 'live bus: unsubscribe failed'));
  };
}

/** What a stream waits on between two reads of the database. */
export interface Watch {
  /**
   * Resolves at the next notice (or at once if one came since the last wait), after `ms`, or when
   * the stream's signal aborts, whichever comes first.
   */
  wait(ms: number): Promise<void>;
}

/**
 * Listens to `channels` until `signal` aborts. The subscription lasts the stream's life, so a
 * notice that comes while the stream is busy reading is kept for its next wait, not lost.
 */
export function watchChannels(channels: readonly string[], signal: AbortSignal): Watch {
  let pending = false;
  let wake: (() => void) | null = null;
  const hear = () => {
    pending = true;
    wake?.();
  };
  const stops = channels.map((channel) => subscribe(channel, hear));
  const stopAll = () => {
    for (const stop of stops.splice(0)) stop();
    wake?.();
  };
  if (signal.aborted) stopAll();
  else signal.addEventListener('abort', stopAll, { once: true });
  return {
    wait: (ms) =>
      new Promise<void>((resolve) => {
        if (pending || signal.aborted) {
          pending = false;
          resolve();
          return;
        }
        const timer = setTimeout(() => done(), ms);
        const done = () => {
          clearTimeout(timer);
          wake = null;
          pending = false;
          resolve();
        };
        wake = done;
      }),
  };
}
