import type { Client } from 'pg';
import { logger } from '../logger';

export type NoticeListener = (payload: string) => void;

export interface NoticeSubscription {
  /** Stops listening and closes the connection. */
  stop(): Promise<void>;
}

const RETRY_MS = [250, 1000, 5000] as const;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection is lost, notices sent meanwhile are lost with it: `onGap` is called once the new
 * connection listens, so the caller can forget everything it derived from them.
 */
export async function listenToPostgres(
  url: string,
  channel: string,
  onNotice: NoticeListener,
  onGap: () => void,
): Promise<NoticeSubscription> {
  const { Client: PgClient } = await import('pg');
  let client: Client | undefined;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new PgClient({ connectionString: url, application_name: `oculo-listen-${channel}` });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onNotice(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'lost the database notice connection; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };

  const reconnect = () => {
    client = undefined;
    if (stopped) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    setTimeout(() => {
      if (stopped) return;
      connect()
        .then(() => {
          attempt = 0;
          onGap();
        })
        .catch((error: unknown) => {
          logger.warn({ err: error, channel }, 'could not listen for database notices; retrying');
          reconnect();
        });
    }, wait).unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      await client?.end();
      client = undefined;
    },
  };
}
