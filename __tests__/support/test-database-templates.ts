import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

// Where the API tests' database templates live (see test-database.ts). Jest runs the API project's
// global setup before its first file and the teardown after its last; the workers it starts in
// between inherit the environment variables set here.

/** The folder of this run's PGlite templates (data-folder tarballs). */
export const TEMPLATE_DIR_ENV = 'OCULO_TEST_TEMPLATE_DIR';
/** The name prefix of this run's PostgreSQL template databases (TEST_DATABASE_URL). */
export const TEMPLATE_PREFIX_ENV = 'OCULO_TEST_TEMPLATE_PREFIX';

export function setUpTemplates(): void {
  process.env[TEMPLATE_DIR_ENV] = mkdtempSync(path.join(tmpdir(), 'oculo-test-templates-'));
  process.env[TEMPLATE_PREFIX_ENV] = `oculo_tpl_${process.pid}_${randomBytes(3).toString('hex')}_`;
}

export async function removeTemplates(): Promise<void> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  const prefix = process.env[TEMPLATE_PREFIX_ENV];
  if (!adminUrl || !prefix) return;
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}

export async function withAdmin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
