/**
 * Benchmark: the product page under 200 connections at once, on both databases
 * (docs/architecture.md#request-turns).
 *
 *   npm run build && npm run bench:connections
 *
 * Serves the build (scripts/serve.mjs) on the embedded database in a fresh DATA_DIR, then on a new
 * PostgreSQL database (BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres;
 * BENCH_DATABASES=pglite skips it). On each, autocannon in a process of its own opens BENCH_CONNECTIONS
 * (200) connections at once and asks for the first eyeglasses frame's page for BENCH_SECONDS (60),
 * cutting off a request after 10 s. No compression asked, no cap per address (CONNECTIONS_PER_ADDRESS=0,
 * as behind a proxy).
 *
 * Target: no request over 2 s and none cut off, on both databases. Prints requests per second, the
 * latency's p50, p99 and maximum, and exits 1 on a miss.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createBenchDatabase, dropBenchDatabase } from './support/bench-database';
import { productPath, startShop, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3460);
const origin = `http://127.0.0.1:${port}`;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const DATABASE = 'oculo_bench_connections';
const MAX_MS = 2_000;
const AUTOCANNON = path.join('node_modules', 'autocannon', 'autocannon.js');

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function load(pagePath: string): Promise<AutocannonResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [AUTOCANNON, '-j', '-c', String(connections), '-d', String(seconds), '-t', '10', `${origin}${pagePath}`],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as AutocannonResult;
}

async function measure(database: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-bench-connections-'));
  const url = database === 'postgres' ? await createBenchDatabase(DATABASE) : '';
  const server = await startShop(port, {
    DATA_DIR: dataDir,
    SITE_URL: origin,
    DATABASE_URL: url,
    CONNECTIONS_PER_ADDRESS: '0',
  });
  try {
    const page = await productPath(origin);
    // the page rendered and cached once before the clock starts
    await fetch(`${origin}${page}`).then((response) => response.text());
    const result = await load(page);
    const met =
      result.latency.max <= MAX_MS && result.timeouts === 0 && result.errors === 0 && result.non2xx === 0;
    console.log(
      `${database.padEnd(8)} ${connections} connections, ${seconds} s on ${page}: ` +
        `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s; ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `${result.timeouts} cut off at 10 s, ${result.errors} errors, ${result.non2xx} not 2xx ` +
        `${met ? 'met' : `MISS (target: none over ${MAX_MS} ms)`}`,
    );
    return met;
  } finally {
    await stopShop(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (url) await dropBenchDatabase(DATABASE);
  }
}

async function main(): Promise<void> {
  let met = true;
  for (const database of databases) met = (await measure(database)) && met;
  process.exit(met ? 0 : 1);
}

void main();
