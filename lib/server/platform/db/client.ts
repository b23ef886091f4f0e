import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { logger } from '../logger';
import { shopGauge } from '../telemetry';
import { listenToPostgres, type NoticeListener, type NoticeSubscription } from './postgres-notices';
import * as schema from './schema';
import { claimPgliteFolder } from './pglite-owner';
import { guardTransactionReentry } from './pglite-reentry';
import { withSessionLock } from './session-lock';

/** Drizzle over either driver; modules only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, from any connection. `onGap`
   * is called when notices may have been missed (PostgreSQL: a lost connection was replaced).
   */
  listen(channel: string, onNotice: NoticeListener, onGap: () => void): Promise<NoticeSubscription>;
  /**
   * Runs `work` while holding the advisory lock `key`, taken and given back on one connection of
   * its own (PostgreSQL). PGlite is one connection in one process: `work` runs at once.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** PGlite only: the data folder as an uncompressed tarball, to open again as `pgliteData`. */
  dumpData?(): Promise<Blob>;
}

export interface DatabaseLocation {
  /** node-postgres connection string; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data folder, or "memory://" for a throw-away database (tests). */
  pgliteDir?: string;
  /**
   * A PGlite data folder tarball's bytes (`dumpDataDir`) to start from instead of an empty cluster:
   * the tests load one migrated and seeded template (~0.5 s) rather than migrate and seed (~5 s).
   */
  pgliteData?: Uint8Array;
  /** node-postgres connections at most (DATABASE_POOL_SIZE); default 10. */
  poolSize?: number;
  /**
   * How long a statement waits for PostgreSQL to take connections again (a restart, a fail-over)
   * before the call answers 503; default 5 s. Tests shorten it.
   */
  reconnectPatienceMs?: number;
}

/** A fast restart (`pg_ctl restart -m fast`) took 0.4 to 1.7 s here; twice that and more is covered. */
const RECONNECT_PATIENCE_MS = 5_000;
/**
 * The longest a call waits for a free pooled connection (or for one to open) before it answers 503:
 * without a limit pg-pool waits forever, and a database that stops answering would hold every call.
 */
const CONNECTION_TIMEOUT_MS = 10_000;

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/server/platform/db/migrations');

/** Opens the database the configuration names: node-postgres for a URL, PGlite otherwise. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.url) {
    const [{ ReconnectingPool }, { drizzle }] = await Promise.all([
      import('./reconnecting-pool'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new ReconnectingPool(
      {
        connectionString: location.url,
        max: location.poolSize ?? 10,
        connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      },
      location.reconnectPatienceMs ?? RECONNECT_PATIENCE_MS,
    );
    // An idle connection dies with a restart; the pool drops it and opens another when asked.
    // Logged without the client object pg attaches to the error (it ran to ~5 KB a line).
    pool.on('error', (error) =>
      logger.warn(
        { code: (error as { code?: unknown }).code, message: error.message },
        'an idle PostgreSQL connection was lost',
      ),
    );
    const url = location.url;
    // the pool as /metrics reads it (docs/operating.md#metrics): in use is total less idle
    shopGauge(
      'oculo_db_pool_connections',
      'PostgreSQL connections of the pool, and statements waiting for one',
      ['state'],
      () => [
        [{ state: 'open' }, pool.totalCount],
        [{ state: 'idle' }, pool.idleCount],
        [{ state: 'waiting' }, pool.waitingCount],
      ],
    );
    return {
      db: drizzle(pool, { schema }) as unknown as Database,
      driver: 'postgres',
      close: () => pool.end(),
      listen: (channel, onNotice, onGap) => listenToPostgres(url, channel, onNotice, onGap),
      withAdvisoryLock: (key, work) => withSessionLock(url, key, work),
    };
  }
  const dir = location.pgliteDir ?? 'memory://';
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const release = inMemory ? () => undefined : claimPgliteFolder(dir);
  const [{ PGlite }, { drizzle }, { pgliteOptions }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('./pglite-options'),
  ]);
  const client = await PGlite.create(
    dir,
    pgliteOptions({ throwAway: inMemory, tarball: location.pgliteData }),
  ).catch((error: unknown) => {
    release();
    throw error;
  });
  guardTransactionReentry(client);
  return {
    db: drizzle(client, { schema }) as unknown as Database,
    driver: 'pglite',
    close: () => client.close().finally(release),
    // One process owns the embedded database, so no notice can be missed.
    listen: async (channel, onNotice) => {
      const unlisten = await client.listen(channel, onNotice);
      return { stop: async () => (client.closed ? undefined : unlisten()) };
    },
    withAdvisoryLock: (_key, work) => work(),
    dumpData: () => client.dumpDataDir('none'),
  };
}

/** Applies the committed SQL migrations (lib/server/platform/db/migrations). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, config);
  }
}

/** The start-up lock's key ("oculo"). */
const STARTUP_LOCK_KEY = 0x0c010;

/**
 * Runs `work` while holding the start-up advisory lock, so that several instances starting
 * together migrate and seed once. PGlite is a single connection and needs no lock.
 */
export function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  return handle.withAdvisoryLock(STARTUP_LOCK_KEY, work);
}
