import { connect, createServer, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Client, DatabaseError, Pool } from 'pg';
import { z } from 'zod';
import { defineCall } from '@/lib/contract/call';
import { RefusedError } from '@/lib/contract/errors';
import { openDatabase, type DatabaseHandle } from '@/lib/server/platform/db/client';
import { isConnectionFailure } from '@/lib/server/platform/db/connection-failures';
import { databaseHandle, useDatabaseHandle } from '@/lib/server/platform/db/database';
import { ReconnectingPool } from '@/lib/server/platform/db/reconnecting-pool';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { publicRouteHandler } from '@/lib/server/platform/http/route-handler';
import { logger } from '@/lib/server/platform/logger';
import { post } from '../support/call-route';
import { guestDevice } from '../support/checkout-flow';
import { closedPort } from '../support/closed-port';

// A PostgreSQL restart costs no 500. A connection failure answers 503 with the
// envelope and Retry-After; a read that lost its connection is sent once more on a fresh one; a
// write is never sent twice. The failures below are the ones node-postgres produces: provoked
// (a refused port, a server that hangs up, a backend ended with pg_terminate_backend) or built as
// pg-protocol and pg-pool build them.

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = adminUrl ? describe : describe.skip;

/** A TCP server that accepts and at once hangs up: a database going down under the client. */
async function hangingUp(): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { port: address.port, server };
}

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** As pg-protocol's parser builds a server's ErrorResponse. */
function serverError(message: string, code: string, severity = 'FATAL'): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = severity;
  return error;
}

describe('a database connection failure answers 503 with Retry-After, never 500', () => {
  const call = defineCall({
    method: 'POST',
    path: '/api/test/database',
    tag: 'Test',
    summary: 'fails as told',
    input: z.strictObject({}),
    output: z.object({}),
  });
  const answer = (error: unknown) =>
    publicRouteHandler(call, async () => {
      throw error;
    })(new Request('http://shop.test/api/test/database', { method: 'POST', body: '{}' }));

  let hangUp: { port: number; server: Server };
  const failures: [string, () => Promise<unknown>][] = [
    [
      "a refused connection (ECONNREFUSED), as the shop's pool reports it",
      async () => {
        const pool = new ReconnectingPool({ host: '127.0.0.1', port: await closedPort() }, 0);
        const error = await failureOf(() => pool.query('select 1'));
        await pool.end();
        return error;
      },
    ],
    [
      'a reset connection (ECONNRESET) under a failed drizzle query',
      async () =>
        new DrizzleQueryError(
          'select 1',
          [],
          Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
        ),
    ],
    [
      'a server that hangs up ("Connection terminated unexpectedly")',
      () => failureOf(() => new Client({ host: '127.0.0.1', port: hangUp.port }).connect()),
    ],
    [
      'the pool giving up on a new connection ("Connection terminated due to connection timeout")',
      async () => {
        // a server that never answers: the connection times out
        const silent = createServer(() => undefined);
        await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
        const address = silent.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const pool = new Pool({ host: '127.0.0.1', port, connectionTimeoutMillis: 100 });
        const error = await failureOf(() => pool.query('select 1'));
        await pool.end();
        silent.close();
        return error;
      },
    ],
    [
      'a full pool ("timeout exceeded when trying to connect")',
      async () => new Error('timeout exceeded when trying to connect'),
    ],
    [
      '57P01 admin shutdown',
      async () => serverError('terminating connection due to administrator command', '57P01'),
    ],
    [
      '57P02 crash shutdown',
      async () =>
        serverError('terminating connection because of crash of another server process', '57P02', 'WARNING'),
    ],
    ['57P03 starting up', async () => serverError('the database system is starting up', '57P03')],
    ['08006 connection failure', async () => serverError('connection failure', '08006')],
    [
      'a failed drizzle query whose cause is a lost connection',
      async () => new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ],
  ];

  beforeAll(async () => {
    hangUp = await hangingUp();
  });
  afterAll(() => {
    hangUp.server.close();
  });

  it.each(failures)('%s', async (_case, provoke) => {
    const error = await provoke();
    const warned = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const response = await answer(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      code: 503,
      msg: 'The shop could not finish this just now. Please try again in a few seconds.',
      data: { retryAfter: 5 },
    });
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ call: '/api/test/database' }),
      'database unavailable; answered 503',
    );
    warned.mockRestore();
  });

  // docs/security.md#client-aborts: any socket reports these codes; only the driver's are the database's.
  it('keeps a socket error the database driver did not report a 500 (another service, a client gone)', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const warned = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const refused = await failureOf(async () =>
      new Client({ host: '127.0.0.1', port: await closedPort() }).connect(),
    );
    for (const error of [
      refused,
      Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      }),
    ]) {
      expect((await answer(error)).status).toBe(500);
    }
    expect(warned).not.toHaveBeenCalledWith(expect.anything(), 'database unavailable; answered 503');
    logged.mockRestore();
    warned.mockRestore();
  });

  it('keeps an ordinary fault a 500, a failed statement too', async () => {
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    for (const error of [
      new Error('boom'),
      serverError('duplicate key value violates unique constraint', '23505', 'ERROR'),
      new DrizzleQueryError('insert …', [], serverError('null value in column', '23502', 'ERROR')),
    ]) {
      expect((await answer(error)).status).toBe(500);
    }
    logged.mockRestore();
  });

  it('keeps a business outcome as it was', async () => {
    const response = await answer(new RefusedError('This colour is sold out.'));
    expect(response.status).toBe(200);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(await response.json()).toEqual({ code: 0, msg: 'This colour is sold out.', data: null });
  });
});

/** The backend running `statement` in database `name`, once it has started (pg_stat_activity). */
async function backendRunning(admin: Client, name: string, statement: string): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and query = $2 and state = 'active'`,
      [name, statement],
    );
    if (rows[0]) return rows[0].pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`"${statement}" did not start`);
}

onPostgres('a PostgreSQL backend ended under a statement (pg_terminate_backend)', () => {
  const name = `oculo_restart_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: Client;
  let pool: ReconnectingPool;

  beforeAll(async () => {
    admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    pool = new ReconnectingPool({ connectionString: url.toString(), max: 4 }, 2000);
    pool.on('error', () => undefined);
    await pool.query('create table adds (id serial primary key)');
    // a "read" that writes, as `select refresh_product_read_models(…)` does
    await pool.query(`create function add_one() returns int language sql volatile
      as $$ insert into adds default values returning id $$`);
  });

  afterAll(async () => {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  beforeEach(async () => {
    await pool.query('truncate adds');
  });

  /** Runs `statement` through the pool and ends its backend while it runs. */
  async function endedUnder(statement: string) {
    const warned = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const running = pool.query<{ pid: number }>(statement).then(
      (result) => ({ result }),
      (error: unknown) => ({ error }),
    );
    const pid = await backendRunning(admin, name, statement);
    await admin.query('select pg_terminate_backend($1)', [pid]);
    const outcome = await running;
    warned.mockRestore();
    return { pid, outcome };
  }

  it('sends a read once more on a fresh connection, and answers it', async () => {
    const { pid, outcome } = await endedUnder('select pg_backend_pid() as pid from pg_sleep(0.5)');
    expect('error' in outcome ? outcome.error : undefined).toBeUndefined();
    const answered = 'result' in outcome ? outcome.result.rows[0]?.pid : undefined;
    expect(answered).toEqual(expect.any(Number));
    expect(answered).not.toBe(pid);
  });

  it('never sends a write twice: it fails as a connection failure and nothing was added', async () => {
    const { outcome } = await endedUnder('insert into adds select from pg_sleep(0.5)');
    const error = 'error' in outcome ? outcome.error : undefined;
    expect(isConnectionFailure(error)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await pool.query('select count(*)::int as n from adds')).rows).toEqual([{ n: 0 }]);
  });

  it('survives a checked-out connection ended between two statements: the next one fails as lost', async () => {
    const client = await pool.connect();
    const [row] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
    await admin.query('select pg_terminate_backend($1)', [row?.pid]);
    // the server's goodbye reaches the idle connection: an 'error' event no one else listens to
    await new Promise((resolve) => setTimeout(resolve, 200));
    const error = await failureOf(() => client.query('select 1'));
    client.release(true);
    expect(isConnectionFailure(error)).toBe(true);
  });

  it('lets PostgreSQL refuse the retry of a select that writes: the lost connection stands', async () => {
    const { outcome } = await endedUnder('select add_one() from pg_sleep(0.5)');
    const error = 'error' in outcome ? outcome.error : undefined;
    expect((error as { code?: string }).code).toBe('57P01');
    expect((await pool.query('select count(*)::int as n from adds')).rows).toEqual([{ n: 0 }]);
  });
});

/** A TCP door to the test's PostgreSQL that can be shut (refused) and opened again: a restart. */
class Door {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: URL,
  ) {}

  async open(): Promise<void> {
    this.server = createServer((inbound) => {
      const outbound = connect(Number(this.target.port || 5432), this.target.hostname);
      for (const socket of [inbound, outbound]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
  }

  /** Stops taking connections and cuts every open one. */
  async shut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
    this.server = undefined;
  }
}

onPostgres('the shop while its database restarts (through a door that shuts and opens)', () => {
  let door: Door;
  let own: DatabaseHandle;
  let shared: DatabaseHandle;
  let productCode = '';

  beforeAll(async () => {
    shared = await databaseHandle();
    const [row] = rowsOf<{ name: string; code: string }>(
      await shared.db.execute(
        sql`select current_database() as name, (select code from products where type = 'accessories' limit 1) as code`,
      ),
    );
    productCode = row?.code ?? '';
    const target = new URL(adminUrl ?? '');
    const through = new URL(target);
    door = new Door(await closedPort(), target);
    through.hostname = '127.0.0.1';
    through.port = String(door.port);
    through.pathname = `/${row?.name ?? ''}`;
    await door.open();
    own = await openDatabase({ url: through.toString(), reconnectPatienceMs: 1500 });
    useDatabaseHandle(own);
  });

  afterAll(async () => {
    useDatabaseHandle(shared);
    await door.shut();
    await own.close();
  });

  it('a listing waits for the database to come back and answers 200', async () => {
    await door.shut();
    setTimeout(() => void door.open(), 400);
    const warned = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const result = await post('/api/goods/list', { pageSize: 2 });
    warned.mockRestore();
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(200);
  });

  it('a listing and a cart add answer 503 with Retry-After while it stays away', async () => {
    await door.shut();
    const warned = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    // a question not asked before, so the catalog's answer cache cannot answer it
    const listing = await post('/api/goods/list', { pageSize: 3, page: 2 });
    const device = guestDevice();
    const add = await post('/api/cart/add', { code: productCode }, device);
    warned.mockRestore();
    await door.open();
    for (const result of [listing, add]) {
      expect(result.status).toBe(503);
      expect(result.headers.get('retry-after')).toBe('5');
      expect(result.body).toEqual(expect.objectContaining({ code: 503, data: { retryAfter: 5 } }));
    }
    // back again, the same add goes through once
    expect((await post('/api/cart/add', { code: productCode }, device)).body).toEqual(
      expect.objectContaining({ code: 200, data: expect.objectContaining({ count: 1 }) }),
    );
  });
});
