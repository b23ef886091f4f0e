import path from 'node:path';
import { serverConfig } from '../config';
import { logger } from '../logger';
import { migrateDatabase, openDatabase, withStartupLock, type Database, type DatabaseHandle } from './client';

/**
 * What the shop does with a freshly migrated database (its starting data, its read models). The
 * database only opens and migrates: the start flow hands this step in, so the ground floor never
 * imports what stands on it (docs/architecture.md#layers).
 */
export type DataPreparation = (db: Database) => Promise<void>;

/**
 * The process-wide database: opened, migrated and prepared on first use. Kept on globalThis so
 * development reloads do not open PGlite twice, and so the step the start flow hands in reaches
 * the routes' copy of this module too.
 */
const holder = globalThis as typeof globalThis & {
  __oculoDatabase?: Promise<DatabaseHandle>;
  __oculoPrepareData?: DataPreparation;
};

/** The step every later first open runs after the migrations (the start flow sets it). */
export function prepareDataWith(step: DataPreparation): void {
  holder.__oculoPrepareData = step;
}

export function database(): Promise<Database> {
  return databaseHandle().then((handle) => handle.db);
}

export function databaseHandle(): Promise<DatabaseHandle> {
  holder.__oculoDatabase ??= startDatabase().catch((error: unknown) => {
    holder.__oculoDatabase = undefined;
    throw error;
  });
  return holder.__oculoDatabase;
}

async function startDatabase(): Promise<DatabaseHandle> {
  const config = serverConfig();
  const started = Date.now();
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'db'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await prepareDatabase(handle, holder.__oculoPrepareData);
  logger.info({ driver: handle.driver, ms: Date.now() - started }, 'database ready');
  return handle;
}

/** Migrates, then runs the preparation step, under the startup lock (one instance at a time). */
export async function prepareDatabase(handle: DatabaseHandle, prepareData?: DataPreparation): Promise<void> {
  await withStartupLock(handle, async () => {
    await migrateDatabase(handle);
    await prepareData?.(handle.db);
  });
}

/** Tests point the process at their own database. */
export function useDatabaseHandle(handle: DatabaseHandle): void {
  holder.__oculoDatabase = Promise.resolve(handle);
}
