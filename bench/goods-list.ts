/**
 * Benchmark: POST /api/goods/list on a 10,000-product catalog in PostgreSQL, filtered,
 * sorted, 24 per page, under concurrency (target: p95 under 50 ms at 8 connections
 * with the catalog answer cache off).
 *
 *   npm run build && npm run bench:goods-list
 *   BENCH_PRODUCTS=100000 npm run bench:goods-list     # how the cost grows (reported, not held)
 *
 * Two setups of the production build are measured:
 * - "database": the cache turned off (CATALOG_CACHE_SECONDS=0), so every request runs the
 *   listing query. The target is held here, at the first concurrency level.
 * - "served": the shop as deployed, with its catalog answer cache (CATALOG_CACHE_SECONDS=10),
 *   asked 60 distinct questions (6 filter/sort/keyword mixes × 10 pages), so every question
 *   still reaches the database once per interval; reported for reference.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * the script creates and drops its own `oculo_bench` database and serves the build on
 * BENCH_PORT (default 3200). BENCH_PRODUCTS (default 10,000) sizes the catalog: up to 10,000 are
 * seeded as the shop seeds them, more are grown from those in SQL (bench/support/grow-catalog.ts).
 * The catalog is vacuumed after loading, as autovacuum would a live one (a just-loaded GIN index
 * keeps its rows in a slow pending list until then). BENCH_CONNECTIONS lists the concurrency
 * levels (default 8,16); BENCH_SECONDS each run's length (default 20). Figures are printed and
 * written to bench/results/; the exit code is 1 when the target is missed or a request failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { createBenchDatabase, dropBenchDatabase } from './support/bench-database';
import { migrateDatabase, openDatabase } from '@/lib/server/platform/db';
import { seedShop } from '@/lib/server/flows/seed';
import { growCatalog } from './support/grow-catalog';
import { percentile, startShop, stopShop } from './support/shop-server';

const DATABASE = 'oculo_bench';
const port = Number(process.env.BENCH_PORT ?? 3200);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
/** The most the shop's own seed writes here; a larger catalog is grown from it in SQL. */
const seededProducts = 10_000;
// The target holds at 8 concurrent connections (4 per core here); 16 is measured for reference.
const concurrencyLevels = (process.env.BENCH_CONNECTIONS ?? '8,16').split(',').map(Number);
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const target = 50;

// A mix of what shoppers do on a listing: filters, sorts, deeper pages, keywords.
const mixes = [
  {
    category: 'eyeglasses',
    filters: { shape: ['round', 'oval'], color: ['black'] },
    sort: 'price-asc',
    pageSize: 24,
  },
  {
    category: 'sunglasses',
    filters: { material: ['metal', 'titanium'] },
    sort: 'rating',
    page: 3,
    pageSize: 24,
  },
  {
    category: 'eyeglasses',
    filters: { gender: ['women'], maxPriceCents: 6000 },
    sort: 'newest',
    pageSize: 24,
  },
  { category: 'best_sellers', sort: 'featured', page: 2, pageSize: 24 },
  { category: 'flash_sale', filters: { rim: ['full-rim'] }, sort: 'price-desc', pageSize: 24 },
  { keyword: 'titanium', filters: { size: ['medium', 'wide'] }, sort: 'featured', pageSize: 24 },
];
const bodies = mixes.flatMap((mix) =>
  Array.from({ length: 10 }, (_, index) => ({ ...mix, page: index + 1 })),
);

async function prepareCatalog(): Promise<string> {
  const url = await createBenchDatabase(DATABASE);
  const handle = await openDatabase({ url });
  const started = Date.now();
  await migrateDatabase(handle);
  const summary = await seedShop(handle.db, { products: Math.min(products, seededProducts) });
  const seeded = (Date.now() - started) / 1000;
  const total = products > summary.products ? await growCatalog(handle.db, products) : summary.products;
  await handle.close();
  const vacuum = new Client({ connectionString: url });
  await vacuum.connect();
  await vacuum.query('vacuum analyze').finally(() => vacuum.end());
  console.log(
    `catalog of ${total} products: seeded ${summary.products} in ${seeded.toFixed(1)} s, ready in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return url;
}

function toRequests() {
  return bodies.map((body) => ({
    method: 'POST' as const,
    path: '/api/goods/list',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }));
}

async function runLoad(connections: number, seconds: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests: toRequests() },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
    },
  };
}

/** Every question must get a real, non-empty answer, or the figures mean nothing. */
async function checkAnswers(): Promise<void> {
  for (const body of bodies) {
    const response = await fetch(`http://127.0.0.1:${port}/api/goods/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; data: { list: unknown[]; total: number } };
    if (envelope.code !== 200 || envelope.data.list.length === 0)
      throw new Error(`bad answer for ${JSON.stringify(body)}`);
    if (body.page === 1) console.log(`  ${JSON.stringify(body)} → ${envelope.data.total} products`);
  }
}

async function measure(url: string, setup: 'served' | 'database') {
  const server = await startShop(port, {
    DATABASE_URL: url,
    CATALOG_CACHE_SECONDS: setup === 'served' ? '10' : '0',
  });
  try {
    if (setup === 'database') await checkAnswers();
    await runLoad(concurrencyLevels[0] ?? 8, 3); // warm-up
    const runs = [];
    for (const connections of concurrencyLevels) runs.push(await runLoad(connections, duration));
    return { setup, runs };
  } finally {
    await stopShop(server);
  }
}

async function main(): Promise<void> {
  const url = await prepareCatalog();
  try {
    const setups = [await measure(url, 'database'), await measure(url, 'served')];
    const figures = {
      date: new Date().toISOString(),
      products,
      questions: bodies.length,
      durationSeconds: duration,
      setups,
    };
    console.log(JSON.stringify(figures, null, 2));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/goods-list-${Date.now()}.json`, JSON.stringify(figures, null, 2));
    for (const { setup, runs } of setups) {
      for (const run of runs) {
        console.log(
          `${products} ${setup.padEnd(8)} c=${String(run.connections).padEnd(3)} ${run.requestsPerSecond.toFixed(0)} req/s  ` +
            `p50 ${run.latencyMs.p50.toFixed(1)}  p95 ${run.latencyMs.p95.toFixed(1)}  p99 ${run.latencyMs.p99.toFixed(1)} ms` +
            `  errors ${run.errors + run.non2xx}`,
        );
      }
    }
    // The uncached setup is held to the target: every request runs the listing query.
    const held = setups[0]?.runs[0];
    const clean = setups.every(({ runs }) => runs.every((run) => run.non2xx === 0 && run.errors === 0));
    // The target is for 10,000 products; a larger catalog is measured to show how the cost grows.
    const pass = held !== undefined && (products > seededProducts || held.latencyMs.p95 < target) && clean;
    const goal = products > seededProducts ? 'reported; the target is for 10,000' : `target < ${target} ms`;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: database (uncached) p95 ${held?.latencyMs.p95.toFixed(1)} ms at ${held?.connections} connections (${goal})`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    await dropBenchDatabase(DATABASE).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
