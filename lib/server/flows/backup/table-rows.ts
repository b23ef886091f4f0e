import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/lib/server/platform/db';

// The shop's tables as JSON lines, one file per table, read and written the same way on PGlite and
// PostgreSQL: each row as row_to_json writes it, and back through json_populate_recordset, so
// every type (timestamps, numeric, jsonb, bytea) takes the text form PostgreSQL reads back as it
// was. The job queue's own schema (pgboss) is not kept: a restored shop makes its queues again.

const BATCH = 2000;

/** The shop's tables, by name. */
export async function shopTables(db: Database): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as "name" from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((row) => row.name);
}

/** The columns a row is written with: not those the database computes itself. */
async function writableColumns(db: Database, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select column_name as "name" from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
      order by ordinal_position`),
  ).map((row) => row.name);
}

/** Writes every row of the table to `file`, a JSON object a line; answers how many. */
export async function dumpTable(db: Database, table: string, file: string): Promise<number> {
  const out = createWriteStream(file);
  let rows = 0;
  // ctid: the rows' places, steady within the snapshot the backup reads in
  for (let offset = 0; ; offset += BATCH) {
    const batch = rowsOf<{ line: string }>(
      await db.execute(sql`
        select row_to_json(t)::text as "line" from ${sql.identifier(table)} as t
        order by t.ctid limit ${BATCH} offset ${offset}`),
    );
    for (const { line } of batch) {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
    }
    rows += batch.length;
    if (batch.length < BATCH) break;
  }
  out.end();
  await once(out, 'close');
  return rows;
}

/**
 * Loads the rows of `file` into the empty table. The caller has switched triggers and foreign keys
 * off for the load (session_replication_role), so tables load in any order.
 */
export async function loadTable(db: Database, table: string, file: string): Promise<number> {
  const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
  const columns = await writableColumns(db, table);
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  for (let start = 0; start < lines.length; start += BATCH) {
    const json = `[${lines.slice(start, start + BATCH).join(',')}]`;
    await db.execute(sql`
      insert into ${sql.identifier(table)} (${list}) overriding system value
      select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`);
  }
  return lines.length;
}

/** Moves every sequence past the largest value its column holds, so new rows get new ids. */
export async function resetSequences(db: Database): Promise<void> {
  const owned = rowsOf<{ table: string; column: string; sequence: string }>(
    await db.execute(sql`
      select t.relname as "table", a.attname as "column", s.relname as "sequence"
      from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = s.relnamespace
      where s.relkind = 'S' and n.nspname = 'public'`),
  );
  for (const { table, column, sequence } of owned) {
    await db.execute(sql`
      select setval(${`public."${sequence}"`}::regclass,
        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`);
  }
}
