import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/lib/server/platform/db';

/** The migrations this code brings, in order (drizzle-kit's journal). */
function journal(): { tag: string; when: number }[] {
  const file = path.join(process.cwd(), 'lib/server/platform/db/migrations/meta/_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

/** The schema this code migrates a database to: its last migration. */
export function codeSchema(): { migrations: number; last: string } {
  const entries = journal();
  return { migrations: entries.length, last: entries.at(-1)?.tag ?? 'none' };
}

/** The schema a database is at: how many migrations it ran and the last one's name. */
export async function databaseSchema(db: Database): Promise<{ migrations: number; last: string }> {
  const [row] = rowsOf<{ migrations: number; last: string | null }>(
    await db.execute(sql`
      select count(*)::int as "migrations", max(created_at)::text as "last"
      from drizzle.__drizzle_migrations`),
  );
  const last = journal().find((entry) => String(entry.when) === row?.last);
  return { migrations: row?.migrations ?? 0, last: last?.tag ?? `unknown (${row?.last ?? 'none'})` };
}

/** Whether the database has no tables of a shop yet (a restore goes only into such a one). */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ tables: number }>(
    await db.execute(sql`
      select count(*)::int as "tables" from information_schema.tables
      where table_schema in ('public', 'drizzle')`),
  );
  return (row?.tables ?? 0) === 0;
}
