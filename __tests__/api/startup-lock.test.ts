import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import {
  MIGRATIONS_FOLDER,
  openDatabase,
  withStartupLock,
  type DatabaseHandle,
} from '@/lib/server/platform/db/client';
import { prepareShopDatabase } from '@/lib/server/flows/seed';
import { rowsOf } from '@/lib/server/platform/db/rows';

// Instances started together on an empty PostgreSQL database migrate and seed it once, under an
// advisory lock that each takes and gives back on the same connection. Each instance here is a pool
// of its own running the server's start-up (lib/server/platform/db/database.ts).

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = adminUrl ? describe : describe.skip;

/** The products a fresh seed writes (lib/server/flows/seed/seed-shop.ts). */
const SEEDED_PRODUCTS = 184;

async function asAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function one<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = rowsOf<T>(await handle.db.execute(query));
  if (!row) throw new Error('no row');
  return row;
}

/** Advisory locks held in this database, by anyone (idle pooled connections too). */
const advisoryLocks = (handle: DatabaseHandle) =>
  one<{ n: number }>(
    handle,
    sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
      and database = (select oid from pg_database where datname = current_database())`,
  );

onPostgres('two instances start together on an empty database (PostgreSQL)', () => {
  const name = `oculo_start_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];

  /** An instance's own pool on the test's database. */
  async function instance(): Promise<DatabaseHandle> {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    handles.push(handle);
    return handle;
  }

  beforeAll(async () => {
    await asAdmin((admin) => admin.query(`create database ${name}`));
  });

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  });

  it('both serve; migrations and seed ran once; the start-up lock is given back', async () => {
    const [first, second] = [await instance(), await instance()];

    await Promise.all([prepareShopDatabase(first), prepareShopDatabase(second)]);

    for (const handle of [first, second]) {
      expect(await one(handle, sql`select count(*)::int as n from products`)).toEqual({ n: SEEDED_PRODUCTS });
    }
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(
      await one(
        first,
        sql`select count(*)::int as n, count(distinct hash)::int as "distinct" from drizzle.__drizzle_migrations`,
      ),
    ).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
    expect(await advisoryLocks(first)).toEqual({ n: 0 });
  }, 120_000);

  it('gives the lock back on the connection that took it, however many connections the work used', async () => {
    const [first, second] = [await instance(), await instance()];
    let inside = 0;
    let overlapped = false;
    // The work queries its pool in parallel, so the pool holds several connections and the last
    // one handed back is not the one the lock was taken on (the old code unlocked on that one,
    // left the lock held by an idle connection, and the other instance waited for it to close).
    const work = (handle: DatabaseHandle) => async () => {
      inside += 1;
      if (inside > 1) overlapped = true;
      await Promise.all([0.02, 0.1, 0.2].map((s) => handle.db.execute(sql`select pg_sleep(${s})`)));
      inside -= 1;
    };

    const started = Date.now();
    await Promise.all([withStartupLock(first, work(first)), withStartupLock(second, work(second))]);
    expect(overlapped).toBe(false);
    expect(await advisoryLocks(first)).toEqual({ n: 0 });
    // the second waited for the first's work only, not for a leaked connection to time out
    expect(Date.now() - started).toBeLessThan(5000);
  }, 60_000);
});
