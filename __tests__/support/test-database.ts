import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/lib/server/platform/db/client';
import { prepareShopDatabase } from '@/lib/server/flows/seed';
import { TEMPLATE_DIR_ENV, TEMPLATE_PREFIX_ENV, withAdmin } from './test-database-templates';

/**
 * A database of the test file's own: in-memory PGlite by default, or a fresh PostgreSQL
 * database (created here, dropped afterwards) when TEST_DATABASE_URL is set.
 *
 * Migrating and seeding takes ~5 s, so each jest worker does it once per kind (seeded or not) and
 * keeps the result as a template that later files start from: a PGlite data-folder tarball
 * (~0.5 s to load), or a PostgreSQL database they are copied from (`create database … template`).
 * The API project's global setup says where templates go; its teardown removes them.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** `bare`: not even migrated (a restore's target, docs/operating.md#backups). */
export async function createTestDatabase(
  options: { seed?: boolean; bare?: boolean } = {},
): Promise<TestDatabase> {
  const seed = options.seed ?? true;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = options.bare ? await openDatabase({ pgliteDir: 'memory://' }) : await openPglite(seed);
    return { handle, drop: () => handle.close() };
  }
  const name = `oculo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const handle = options.bare
    ? await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`)).then(() =>
        openDatabase({ url: databaseUrl(adminUrl, name) }),
      )
    : await createPostgres(adminUrl, name, seed);
  return {
    handle,
    async drop() {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** One template per worker and kind, so that no two files ever build the same one at once. */
function templateKey(seed: boolean): string {
  return `${process.env.JEST_WORKER_ID ?? '0'}_${seed ? 'seeded' : 'empty'}`;
}

async function openPglite(seed: boolean): Promise<DatabaseHandle> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const template = dir ? path.join(dir, `pglite_${templateKey(seed)}.tar`) : undefined;
  if (template && existsSync(template)) {
    return openDatabase({ pgliteDir: 'memory://', pgliteData: await readFile(template) });
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await prepareShopDatabase(handle, seed);
  if (template && handle.dumpData) {
    // written aside and renamed, so that no file ever reads half a template
    const data = new Uint8Array(await (await handle.dumpData()).arrayBuffer());
    await writeFile(`${template}.part`, data);
    await rename(`${template}.part`, template);
  }
  return handle;
}

async function createPostgres(adminUrl: string, name: string, seed: boolean): Promise<DatabaseHandle> {
  const prefix = process.env[TEMPLATE_PREFIX_ENV];
  const template = prefix ? `${prefix}${templateKey(seed)}` : undefined;
  if (template) await ensurePostgresTemplate(adminUrl, template, seed);
  await withAdmin(adminUrl, (admin) =>
    admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
  if (!template) await prepareShopDatabase(handle, seed);
  return handle;
}

/** Migrates and seeds the template once, under another name, and renames it when it is whole. */
async function ensurePostgresTemplate(adminUrl: string, template: string, seed: boolean): Promise<void> {
  const building = `${template}_part`;
  const exists = await withAdmin(adminUrl, async (admin) => {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount) return true;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    return false;
  });
  if (exists) return;
  // one connection, closed before the rename: a template must have no sessions to be copied
  const handle = await openDatabase({ url: databaseUrl(adminUrl, building), poolSize: 1 });
  try {
    await prepareShopDatabase(handle, seed);
  } finally {
    await handle.close();
  }
  await withAdmin(adminUrl, (admin) => admin.query(`alter database ${building} rename to ${template}`));
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
