import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { migrateDatabase, type DatabaseHandle } from '@/lib/server/platform/db';
import type { FileStore } from '@/lib/server/platform/storage';
import {
  BACKUP_FORMAT,
  BackupRefusedError,
  FILES_FOLDER,
  MANIFEST_FILE,
  TABLES_FOLDER,
  backupManifest,
  schemaMismatch,
  type BackupManifest,
} from './manifest';
import { codeSchema, databaseSchema, isEmptyDatabase } from './schema-version';
import { copyStoredFiles, restoreStoredFiles } from './stored-files';
import { dumpTable, loadTable, resetSequences, shopTables } from './table-rows';

// One archive (.tar.gz) with the database's rows, the uploaded files and a manifest
// (docs/operating.md#backups). The rows are read in one repeatable-read transaction: on
// PostgreSQL a running shop can be backed up, and every table is read as of the same moment.

export interface BackupSource {
  handle: DatabaseHandle;
  store: FileStore;
}

/** Writes the shop's backup to `archive`; answers its manifest. */
export async function makeBackup(source: BackupSource, archive: string): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'oculo-backup-'));
  try {
    await mkdir(path.join(staging, TABLES_FOLDER));
    const { schema, tables } = await source.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      const names = await shopTables(tx);
      const counted: BackupManifest['tables'] = [];
      for (const name of names) {
        counted.push({
          name,
          rows: await dumpTable(tx, name, path.join(staging, TABLES_FOLDER, `${name}.jsonl`)),
        });
      }
      return { schema: await databaseSchema(tx), tables: counted };
    });
    const files = await copyStoredFiles(source.store, path.join(staging, FILES_FOLDER));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      from: source.handle.driver,
      schema,
      tables,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create(
      { gzip: true, file: archive, cwd: staging, portable: true },
      [MANIFEST_FILE, TABLES_FOLDER, FILES_FOLDER].filter(
        (entry) => entry !== FILES_FOLDER || files.length > 0,
      ),
    );
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The manifest of an unpacked archive, checked. */
async function manifestIn(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupRefusedError('This file is not an Oculo backup: it has no manifest.json.');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupRefusedError("This backup's manifest.json is not JSON.");
  }
  const parsed = backupManifest.safeParse(json);
  if (!parsed.success)
    throw new BackupRefusedError(`This backup's manifest cannot be read: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Restores `archive` into an empty database and a file store: refuses, touching nothing, a backup
 * of another schema than this code's, or a database that already holds a shop. The database is
 * migrated to this code's schema, then every row and file of the backup is put back.
 */
export async function restoreBackup(target: BackupSource, archive: string): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'oculo-restore-'));
  try {
    await tar.extract({ file: archive, cwd: staging, strict: true }).catch(() => {
      throw new BackupRefusedError('This file is not an Oculo backup: it is not a .tar.gz archive.');
    });
    const manifest = await manifestIn(staging);
    const mismatch = schemaMismatch(manifest.schema, codeSchema());
    if (mismatch) throw new BackupRefusedError(mismatch);
    if (!(await isEmptyDatabase(target.handle.db))) {
      throw new BackupRefusedError(
        'The database to restore into already holds a shop. Restore into an empty database (a new DATA_DIR, or a new PostgreSQL database).',
      );
    }
    await migrateDatabase(target.handle);
    await target.handle.db.transaction(async (tx) => {
      // the rows as they were: no trigger fires, no foreign key is checked until the load is done
      await tx.execute(sql`set local session_replication_role = replica`);
      const present = new Set(await shopTables(tx));
      for (const name of present) await tx.execute(sql`truncate ${sql.identifier(name)} cascade`);
      for (const table of manifest.tables) {
        if (!present.has(table.name)) throw new BackupRefusedError(`This shop has no table ${table.name}.`);
        await loadTable(tx, table.name, path.join(staging, TABLES_FOLDER, `${table.name}.jsonl`));
      }
      await resetSequences(tx);
    });
    await restoreStoredFiles(target.store, path.join(staging, FILES_FOLDER), manifest.files);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
