/**
 * Benchmark: keyword search on a 10,000-product catalog in PostgreSQL (docs/product.md#search-words).
 *
 *   npm run build && npm run bench:search
 *
 * 1. Recall: for every case of bench/search-queries.ts (typos, synonyms, plurals, colours, shapes,
 *    materials, brand-like words, accessories), the products the shopper means are read from the
 *    catalog's own data, and every page POST /api/goods/list answers for the keyword is read; recall
 *    is the share of the meant products found (per case, and over all cases). Held: ≥ 95 % over
 *    the cases (the mean of their recalls). Precision (how many found were meant) is reported.
 * 2. Speed: the cases' keywords as listing requests (first page of 24, featured order: best matches
 *    first) under autocannon at 8 connections with the catalog answer cache off
 *    (CATALOG_CACHE_SECONDS=0), so every request runs the listing query; a keyword's plan (its
 *    synonyms and corrections) is remembered per instance until the shop's words change, so it is
 *    made once per keyword here. Held: p95 ≤ 40 ms.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the
 * script creates and drops its own `oculo_bench_search` database and serves the build on BENCH_PORT
 * (default 3210). BENCH_PRODUCTS (default 10,000) sizes the catalog, BENCH_SECONDS the load (20).
 * Figures are printed and written to bench/results/; the exit code is 1 when a target is missed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { createBenchDatabase, dropBenchDatabase } from './support/bench-database';
import { migrateDatabase, openDatabase } from '@/lib/server/platform/db';
import { seedShop } from '@/lib/server/flows/seed';
import { percentile, startShop, stopShop } from './support/shop-server';
import { SEARCH_CASES, type Meaning, type SearchCase } from './search-queries';

const DATABASE = 'oculo_bench_search';
const port = Number(process.env.BENCH_PORT ?? 3210);
const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const connections = 8;
const RECALL_TARGET = 0.95;
const P95_TARGET_MS = 40;
const PAGE_SIZE = 60;

async function prepareCatalog(): Promise<string> {
  const url = await createBenchDatabase(DATABASE);
  const handle = await openDatabase({ url });
  const started = Date.now();
  await migrateDatabase(handle);
  const summary = await seedShop(handle.db, { products });
  await handle.close();
  const vacuum = new Client({ connectionString: url });
  await vacuum.connect();
  await vacuum.query('vacuum analyze').finally(() => vacuum.end());
  console.log(
    `catalog of ${summary.products} products ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return url;
}

/** The SQL condition on products `p` (and frame_specs `f`) of what a shopper means. */
function meaningCondition(meaning: Meaning, values: unknown[]): string {
  const parameter = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const conditions: string[] = [];
  if (meaning.type) conditions.push(`p.type = any(${parameter(meaning.type)})`);
  if (meaning.shape) conditions.push(`f.shape = any(${parameter(meaning.shape)})`);
  if (meaning.material) conditions.push(`f.material = any(${parameter(meaning.material)})`);
  if (meaning.rim) conditions.push(`f.rim = any(${parameter(meaning.rim)})`);
  if (meaning.gender) conditions.push(`f.gender = any(${parameter(meaning.gender)})`);
  if (meaning.accessoryKind) conditions.push(`p.accessory_kind = any(${parameter(meaning.accessoryKind)})`);
  if (meaning.name) conditions.push(`p.name ilike ${parameter(`%${meaning.name}%`)}`);
  if (meaning.colorFamily)
    conditions.push(
      `exists (select 1 from product_variants v where v.product_id = p.id and v.color_family = any(${parameter(meaning.colorFamily)}))`,
    );
  if (meaning.colorName)
    conditions.push(
      `exists (select 1 from product_variants v where v.product_id = p.id and v.color_name ilike ${parameter(`%${meaning.colorName}%`)})`,
    );
  return conditions.length > 0 ? `(${conditions.join(' and ')})` : 'true';
}

async function expectedCodes(client: Client, searchCase: SearchCase): Promise<Set<string>> {
  const values: unknown[] = [];
  const meanings = 'anyOf' in searchCase.means ? searchCase.means.anyOf : [searchCase.means];
  const where = meanings.map((meaning) => meaningCondition(meaning, values)).join(' or ');
  const { rows } = await client.query<{ code: string }>(
    `select p.code from products p left join frame_specs f on f.product_id = p.id
     where p.is_active and (${where})`,
    values,
  );
  return new Set(rows.map((row) => row.code));
}

async function listPage(keyword: string, page: number, pageSize: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/goods/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyword, page, pageSize }),
  });
  const envelope = (await response.json()) as {
    code: number;
    data: { list: { code: string }[]; total: number; correctedKeyword?: string };
  };
  if (envelope.code !== 200) throw new Error(`bad answer for ${keyword}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

async function foundCodes(keyword: string): Promise<{ codes: Set<string>; correctedKeyword?: string }> {
  const codes = new Set<string>();
  let correctedKeyword: string | undefined;
  for (let page = 1; ; page += 1) {
    const answer = await listPage(keyword, page, PAGE_SIZE);
    correctedKeyword = answer.correctedKeyword;
    for (const card of answer.list) codes.add(card.code);
    if (page * PAGE_SIZE >= answer.total) return { codes, correctedKeyword };
  }
}

async function measureRecall(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const rows = [];
    for (const searchCase of SEARCH_CASES) {
      const expected = await expectedCodes(client, searchCase);
      if (expected.size === 0) throw new Error(`"${searchCase.keyword}" means no product of this catalog`);
      const found = await foundCodes(searchCase.keyword);
      const hits = [...expected].filter((code) => found.codes.has(code)).length;
      rows.push({
        keyword: searchCase.keyword,
        kind: searchCase.kind,
        expected: expected.size,
        found: found.codes.size,
        hits,
        recall: hits / expected.size,
        precision: found.codes.size > 0 ? hits / found.codes.size : 0,
        correctedKeyword: found.correctedKeyword,
      });
    }
    return rows;
  } finally {
    await client.end();
  }
}

async function measureSpeed() {
  const requests = SEARCH_CASES.map(({ keyword }) => ({
    method: 'POST' as const,
    path: '/api/goods/list',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ keyword, page: 1, pageSize: 24, sort: 'featured' }),
  }));
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests },
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
      errors: result.errors + result.non2xx,
      requestsPerSecond: result.requests.average,
      latencyMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? NaN,
      },
    };
  };
  await run(3); // warm-up
  return run(duration);
}

async function main(): Promise<void> {
  const url = await prepareCatalog();
  try {
    const server = await startShop(port, { DATABASE_URL: url, CATALOG_CACHE_SECONDS: '0' });
    let recall;
    let speed;
    try {
      recall = await measureRecall(url);
      speed = await measureSpeed();
    } finally {
      await stopShop(server);
    }
    const meanRecall = recall.reduce((sum, row) => sum + row.recall, 0) / recall.length;
    const pooledRecall =
      recall.reduce((sum, row) => sum + row.hits, 0) / recall.reduce((sum, row) => sum + row.expected, 0);
    const meanPrecision = recall.reduce((sum, row) => sum + row.precision, 0) / recall.length;
    for (const row of recall) {
      console.log(
        `${row.kind.padEnd(10)} ${JSON.stringify(row.keyword).padEnd(22)} meant ${String(row.expected).padStart(5)}  ` +
          `found ${String(row.found).padStart(5)}  recall ${(row.recall * 100).toFixed(1).padStart(5)} %  ` +
          `precision ${(row.precision * 100).toFixed(1).padStart(5)} %${row.correctedKeyword ? `  (searched "${row.correctedKeyword}")` : ''}`,
      );
    }
    const figures = {
      date: new Date().toISOString(),
      products,
      cases: recall.length,
      recall: { mean: meanRecall, pooled: pooledRecall, meanPrecision, rows: recall },
      speed,
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/search-${Date.now()}.json`, JSON.stringify(figures, null, 2));
    console.log(
      `${recall.length} cases: recall ${(meanRecall * 100).toFixed(1)} % (mean of cases; ${(pooledRecall * 100).toFixed(1)} % of all meant products), ` +
        `precision ${(meanPrecision * 100).toFixed(1)} % (mean)`,
    );
    console.log(
      `${products} products, c=${speed.connections}: ${speed.requestsPerSecond.toFixed(0)} req/s  p50 ${speed.latencyMs.p50.toFixed(1)}  ` +
        `p95 ${speed.latencyMs.p95.toFixed(1)}  p99 ${speed.latencyMs.p99.toFixed(1)} ms  errors ${speed.errors}`,
    );
    const pass = meanRecall >= RECALL_TARGET && speed.latencyMs.p95 <= P95_TARGET_MS && speed.errors === 0;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: recall ${(meanRecall * 100).toFixed(1)} % (target ≥ ${RECALL_TARGET * 100} %), ` +
        `p95 ${speed.latencyMs.p95.toFixed(1)} ms (target ≤ ${P95_TARGET_MS} ms)`,
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
