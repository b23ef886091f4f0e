import path from 'node:path';
import { serverConfig } from '../config';
import { logger } from '../logger';
import { migrateDatabase, openDatabase, withStartupLock, type Database, type DatabaseHandle } from './client';
import { prepareShopData } from '@/lib/server/seed';

/**
 * The process-wide database: opened, migrated and seeded (when the catalog is empty) on
 * first use. Kept on globalThis so development reloads do not open PGlite twice.
 */
const holder = globalThis as typeof globalThis & { __oculoDatabase?: Promise<DatabaseHandle> };

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
  await prepareDatabase(handle);
  logger.info({ driver: handle.driver, ms: Date.now() - started }, 'database ready');
  return handle;
}

/** Migrates, seeds the catalog if it is empty (never twice), and rebuilds an empty read model. */
export async function prepareDatabase(handle: DatabaseHandle, seed = true): Promise<void> {
  await withStartupLock(handle, async () => {
    await migrateDatabase(handle);
    await prepareShopData(handle.db, seed);
  });
}

/** Tests point the process at their own database. */
export function useDatabaseHandle(handle: DatabaseHandle): void {
  holder.__oculoDatabase = Promise.resolve(handle);
}
