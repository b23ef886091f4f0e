import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrateDatabase, openDatabase } from '@/lib/server/platform/db';
import { seedShop } from '@/lib/server/flows/seed';

// The PostgreSQL database a benchmark seeds and serves from: made new beside the server's admin
// database (BENCH_DATABASE_URL) for each run, and dropped after it.

export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onAdmin(statement: string): Promise<void> {
  const client = new Client({ connectionString: BENCH_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the admin database's server. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Database `name`, empty: one left by an earlier run is dropped first. */
export async function createBenchDatabase(name: string): Promise<string> {
  await dropBenchDatabase(name);
  await onAdmin(`create database ${name}`);
  return benchDatabaseUrl(name);
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await onAdmin(`drop database if exists ${name} with (force)`);
}

/** Database `name`, new, migrated and seeded with `products` products: the shop a benchmark serves. */
export async function seededBenchDatabase(name: string, products: number): Promise<string> {
  const url = await createBenchDatabase(name);
  const handle = await openDatabase({ url });
  try {
    await migrateDatabase(handle);
    const summary = await seedShop(handle.db, { products });
    console.log(`seeded ${summary.products} products`);
  } finally {
    await handle.close();
  }
  return url;
}

/**
 * A new DATA_DIR whose embedded database is migrated and seeded with `products` products: the shop a
 * benchmark serves on PGlite. The folder is where the server opens it (DATA_DIR/db).
 */
export async function seededBenchDataDir(products: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-bench-data-'));
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    await migrateDatabase(handle);
    const summary = await seedShop(handle.db, { products });
    console.log(`seeded ${summary.products} products into the embedded database in ${dataDir}`);
  } finally {
    await handle.close();
  }
  return dataDir;
}
