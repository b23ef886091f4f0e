/**
 * Seeds the configured database (DATABASE_URL, or PGlite in DATA_DIR/db).
 *
 *   npm run seed                          the default catalog, only if the catalog is empty
 *   npm run seed -- --products 10000      a large catalog (frames fill up to 10,000 products)
 *   npm run seed -- --reset --products N  empty the catalog, content and reference tables first
 *
 * --reset truncates with CASCADE, so rows that point at products or countries (carts, orders,
 * reviews, wishlists, addresses) go too: use it on development and benchmark databases only.
 * Stop the app first when it uses PGlite: only one process can open the PGlite folder.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverConfig } from '../lib/server/platform/config';
import { migrateDatabase, openDatabase } from '@/lib/server/platform/db';
import { products } from '../lib/server/platform/db/schema';
import { seedShop } from '@/lib/server/flows/seed';

const SEEDED_TABLES = [
  'product_images',
  'product_variants',
  'frame_specs',
  'products',
  'categories',
  'banners',
  'hot_search_words',
  'photo_wall_entries',
  'faq_articles',
  'provinces',
  'countries',
];

interface SeedArguments {
  products?: number;
  reset: boolean;
}

function parseArguments(argv: readonly string[]): SeedArguments {
  const parsed: SeedArguments = { reset: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--reset') parsed.reset = true;
    else if (arg === '--products' || arg?.startsWith('--products=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[(i += 1)];
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
        throw new Error(`--products needs a whole number from 1 to 1000000, got "${value ?? ''}"`);
      }
      parsed.products = count;
    } else {
      throw new Error(`Unknown option "${arg ?? ''}". Options: --products N, --reset`);
    }
  }
  return parsed;
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const config = serverConfig();
  const handle = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'db') });
  const where =
    handle.driver === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${path.join(config.dataDir, 'db')}`;
  try {
    const started = Date.now();
    await migrateDatabase(handle);
    if (options.reset) {
      await handle.db.execute(sql.raw(`TRUNCATE ${SEEDED_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
      console.log(`Emptied the catalog, content and reference tables in ${where}.`);
    } else {
      const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(products);
      if ((row?.count ?? 0) > 0) {
        console.log(
          `${where} already has ${row?.count} products; nothing seeded. Use --reset to replace the catalog.`,
        );
        return;
      }
    }
    const summary = await seedShop(handle.db, { products: options.products });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${where}: ${summary.products} products, ${summary.variants} variants, ${summary.images} images, ` +
        `${summary.faqArticles} FAQ articles, ${summary.countries} countries in ${seconds} s.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
