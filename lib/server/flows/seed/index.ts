// The seed's front door: the shop's starting data (catalog, reviews, content, reference data,
// coupons, lens graph), written at first start. It writes every module's tables, as the migrations do.
import 'server-only';
import { sql } from 'drizzle-orm';
import { ensureProductListings } from '@/lib/server/domain/catalog';
import { logger } from '../../platform/logger';
import {
  databaseHandle,
  prepareDatabase,
  prepareDataWith,
  type Database,
  type DatabaseHandle,
} from '@/lib/server/platform/db';
import { products } from '../../platform/db/schema';
import { ensureCoupons } from './seed-coupons';
import { ensureLensGraph } from './seed-lens-graph';
import { seedShop, type SeedOptions } from './seed-shop';

export { seedShop, type SeedOptions };

/** The seed runs only when the catalog is empty, so a restart never seeds twice. */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  // Coupons came after the first catalogs were seeded: added on every start when missing.
  await ensureCoupons(db, options.now);
  // So did the lens graph (docs/product.md#lens-options).
  await ensureLensGraph(db);
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if ((row?.count ?? 0) > 0) return false;
  const started = Date.now();
  const summary = await seedShop(db, options);
  logger.info({ ...summary, ms: Date.now() - started }, 'seeded the shop');
  return true;
}

/**
 * The shop's starting data, run under the startup lock after the migrations: the seed when the
 * catalog is empty (never twice), then the catalog's read model when it is empty.
 */
export async function prepareShopData(db: Database, seed: boolean): Promise<void> {
  if (seed) await seedIfEmpty(db);
  if (await ensureProductListings(db)) logger.info('rebuilt the product listings');
}

/** Migrates a database and prepares the shop's data in it, under the startup lock. */
export async function prepareShopDatabase(handle: DatabaseHandle, seed = true): Promise<void> {
  await prepareDatabase(handle, (db) => prepareShopData(db, seed));
}

/** From now on the process-wide database is seeded on its first open, as the shop's start does. */
export function prepareShopDataOnOpen(): void {
  prepareDataWith((db) => prepareShopData(db, true));
}

/** The process-wide database, seeded on its first open as the shop starts. */
export function shopDatabaseHandle(): Promise<DatabaseHandle> {
  prepareShopDataOnOpen();
  return databaseHandle();
}
