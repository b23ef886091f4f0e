import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { prepareDatabase } from '@/lib/server/db/database';

/**
 * A database of the test file's own: in-memory PGlite by default, or a fresh PostgreSQL
 * database (created here, dropped afterwards) when TEST_DATABASE_URL is set.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await prepareDatabase(handle, options.seed ?? true);
    return { handle, drop: () => handle.close() };
  }
  const name = `oculo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await prepareDatabase(handle, options.seed ?? true);
  return {
    handle,
    async drop() {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
