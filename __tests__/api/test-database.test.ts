import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '@/lib/server/platform/db/client';
import { databaseHandle } from '@/lib/server/platform/db/database';
import { THROW_AWAY_SHARED_BUFFERS } from '@/lib/server/platform/db/pglite-options';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// The API tests' databases (support/test-database.ts): each file gets a copy of a template that
// was migrated and seeded once per worker, on PGlite and on PostgreSQL (TEST_DATABASE_URL) alike.
// A copy must be whole and the file's own, or tests would pass or fail by the order they ran in.

const MIGRATIONS = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')).length;

async function count(
  handle: DatabaseHandle,
  table: 'products' | 'drizzle.__drizzle_migrations',
): Promise<number> {
  const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? -1;
}

/** A test of the PGlite copies only: with TEST_DATABASE_URL the files get PostgreSQL databases. */
const onPglite = process.env.TEST_DATABASE_URL ? it.skip : it;

const opened: TestDatabase[] = [];
async function another(options?: { seed?: boolean }): Promise<DatabaseHandle> {
  const database = await createTestDatabase(options);
  opened.push(database);
  return database.handle;
}

afterAll(async () => {
  await Promise.all(opened.map((database) => database.drop()));
}, 120_000);

describe('a test file’s database', () => {
  it('is migrated to the last migration and seeded with the catalog', async () => {
    const handle = await databaseHandle();
    expect(await count(handle, 'drizzle.__drizzle_migrations')).toBe(MIGRATIONS);
    expect(await count(handle, 'products')).toBeGreaterThan(100);
  });

  onPglite(
    'starts on PGlite with a small buffer pool: PGlite zeroes the whole pool at every start',
    async () => {
      const handle = await databaseHandle();
      const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]?.shared_buffers).toBe(THROW_AWAY_SHARED_BUFFERS);
    },
  );

  it('is its own: what one copy changes reaches neither the template nor a later copy', async () => {
    const seeded = await count(await databaseHandle(), 'products');
    const first = await another();
    await first.db.execute(sql`delete from products`);
    expect(await count(first, 'products')).toBe(0);
    expect(await count(await another(), 'products')).toBe(seeded);
    expect(await count(await databaseHandle(), 'products')).toBe(seeded);
    // two copies, each a PGlite started from the template's files: a few seconds alone, over 30 s
    // once in CI beside two other workers on a slow host
  }, 120_000);

  it('can be asked for unseeded: the schema without the catalog, from a template of its own', async () => {
    const empty = await another({ seed: false });
    expect(await count(empty, 'drizzle.__drizzle_migrations')).toBe(MIGRATIONS);
    expect(await count(empty, 'products')).toBe(0);
    expect(await count(await another({ seed: false }), 'products')).toBe(0);
    expect(await count(await another(), 'products')).toBeGreaterThan(100);
    // an unseeded template is migrated from nothing (every migration on PGlite): ~20 s alone, and CI
    // runs it beside the other suites' work (over 90 s once on a slow host)
  }, 240_000);
});
