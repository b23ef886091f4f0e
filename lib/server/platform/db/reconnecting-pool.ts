import {
  Pool,
  type PoolClient,
  type PoolConfig,
  type QueryConfig,
  type QueryResult,
  type QueryResultRow,
} from 'pg';
import { logger } from '../logger';
import { shopTimer } from '../telemetry';
import { isConnectionFailure, isPoolTimeout, markDriverError } from './connection-failures';

/** Waits between connection attempts: short first (a restart is often over within a second), then 1 s. */
const RECONNECT_WAITS_MS = [50, 100, 250, 500, 1000] as const;

/** SQLSTATE read_only_sql_transaction: the retried statement would have written. */
const READ_ONLY_SQL_TRANSACTION = '25006';

/** A statement that reads: drizzle's selects and relational queries, and raw `select`/`with`. */
const READ_STATEMENT = /^[\s(]*(select|with)\b/i;

type ConnectCallback = (
  error: Error | undefined,
  client: PoolClient | undefined,
  release: (error?: Error | boolean) => void,
) => void;

const baseQuery = Pool.prototype.query as (this: Pool, ...args: unknown[]) => unknown;

/** Failures to get a connection: the statement was never sent, and the patience is spent. */
const neverConnected = new WeakSet<object>();

/** Connections that already carry `ignoreLostWhileCheckedOut`. */
const guarded = new WeakSet<PoolClient>();

/**
 * pg-pool listens for errors on idle connections only. A checked-out one that the server ends
 * between two statements (a transaction awaiting the shop's own code) would emit 'error' to no one:
 * an uncaught exception, one per restart before this. Its next statement fails ("not queryable")
 * and the caller answers that; nothing is left to do here.
 */
function ignoreLostWhileCheckedOut(client: PoolClient): PoolClient {
  if (!guarded.has(client)) {
    guarded.add(client);
    client.on('error', () => undefined);
  }
  return client;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * node-postgres's pool, made to ride out a database restart:
 *
 * - Getting a connection waits for the database to take connections again, for up to
 *   `patienceMs`: refused, reset and "starting up" are tried again. Safe for every statement,
 *   reads and writes alike, because nothing of the caller's was sent yet.
 * - A statement that reads and loses its connection is sent once more, on a fresh connection, in a
 *   READ ONLY transaction: PostgreSQL itself refuses the retry should the statement write after
 *   all (`select refresh_product_read_models(…)` does), and the first failure stands. Statements
 *   that write, and everything inside a transaction (a checked-out client), are never retried:
 *   a commit may have happened before the connection dropped. The caller answers those with a 503.
 *
 * Decided per statement, where the SQL is known, rather than per API call, so pages, API calls and
 * jobs all get it and no list of "calls that only read" has to stay true by hand.
 */
/** How long a statement or a transaction waited for one of the pool's connections. */
const connectionWait = shopTimer(
  'oculo_db_pool_wait_seconds',
  'Time waited for a PostgreSQL connection from the pool',
);

export class ReconnectingPool extends Pool {
  constructor(
    config: PoolConfig,
    private readonly patienceMs: number,
  ) {
    super(config);
  }

  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    const asked = performance.now();
    const connected = this.patiently(async () => {
      const client = ignoreLostWhileCheckedOut(await super.connect());
      connectionWait.observe((performance.now() - asked) / 1000);
      return client;
    }).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) neverConnected.add(error);
      markDriverError(error);
      throw error;
    });
    // pg-pool's own query() asks with a callback
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }

  /** Only the promise form (drizzle's) changes; the second signature stands for the base class's others. */
  override query<R extends QueryResultRow = QueryResultRow>(
    statement: string | QueryConfig,
    values?: unknown[],
  ): Promise<QueryResult<R>>;
  override query<R>(...args: unknown[]): R;
  override query(...args: unknown[]): unknown {
    const [statement, values, callback] = args;
    const text = typeof statement === 'string' ? statement : (statement as QueryConfig | undefined)?.text;
    if (callback !== undefined || typeof values === 'function' || typeof text !== 'string') {
      return baseQuery.apply(this, args);
    }
    return this.readRetried(statement as string | QueryConfig, text, values as unknown[] | undefined).catch(
      (error: unknown) => {
        // what the caller gets is the driver's own failure: its socket codes are the database's
        markDriverError(error);
        throw error;
      },
    );
  }

  private async readRetried(statement: string | QueryConfig, text: string, values?: unknown[]) {
    try {
      return (await baseQuery.call(this, statement, values)) as QueryResult;
    } catch (error) {
      const lostOnTheWay = isConnectionFailure(error, true) && !neverConnected.has(error as object);
      if (!READ_STATEMENT.test(text) || !lostOnTheWay) throw error;
      logger.warn({ err: error }, 'a read lost its database connection; sending it once more');
      return this.retryReadOnly(statement, values, error);
    }
  }

  private async retryReadOnly(statement: string | QueryConfig, values: unknown[] | undefined, lost: unknown) {
    // the fresh connection is proven with BEGIN before the statement goes: a dead one is replaced
    const client = await this.patiently(async () => {
      const fresh = ignoreLostWhileCheckedOut(await super.connect());
      try {
        await fresh.query('begin read only');
        return fresh;
      } catch (error) {
        fresh.release(true);
        throw error;
      }
    });
    try {
      const result = await client.query(statement, values);
      await client.query('commit');
      client.release();
      return result;
    } catch (error) {
      client.release(true);
      throw (error as { code?: unknown }).code === READ_ONLY_SQL_TRANSACTION ? lost : error;
    }
  }

  /** Runs `attempt` until it succeeds, fails otherwise than by a lost connection, or patience runs out. */
  private async patiently<T>(attempt: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.patienceMs;
    for (let tries = 0; ; tries++) {
      try {
        return await attempt();
      } catch (error) {
        const wait = RECONNECT_WAITS_MS[Math.min(tries, RECONNECT_WAITS_MS.length - 1)] ?? 1000;
        if (!isConnectionFailure(error, true) || isPoolTimeout(error) || Date.now() + wait > deadline)
          throw error;
        await sleep(wait);
      }
    }
  }
}
