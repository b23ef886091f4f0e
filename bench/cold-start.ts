/**
 * Benchmark: how fast the production server starts and what it holds idle
 * (docs/architecture.md#layers: a route loads only the units it stands on).
 *
 *   npm run build && npm run bench:cold-start
 *
 * Serves the build (scripts/serve.mjs with the shop's Node flags) on its embedded database in a fresh
 * DATA_DIR. A first start creates and seeds the database and is not counted. Then BENCH_ROUNDS (5)
 * restarts on that data, each measuring:
 * - ready: from spawning the server to the first 200 of GET /api/health (asked every 20 ms);
 * - first cart add: the first POST /api/cart/add after ready (the route's code loads on first use);
 * - idle RSS: the resident memory of the server and its children after 5 s without requests.
 * Then BENCH_ROUNDS restarts as an operator runs them, `npm start` on the same data, each measuring:
 * - to the product page: from spawning `npm start` to the first 200 of a product page (asked every
 *   20 ms), so npm, scripts/start.mjs's checks, the server's start and the page's first render;
 * - idle RSS of everything `npm start` keeps running, after 5 s without requests.
 * It also prints the bytes of the build's server code (.next/server, and its chunks folder).
 *
 * Target (restart): the product page within 4 s of `npm start`, median of the rounds. The other
 * figures have none of their own: they are compared before and after a change to the server's
 * structure (BENCHMARKS.md). Knobs: BENCH_PORT (3480), BENCH_ROUNDS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { benchDeviceId } from './support/cart-seed';
import { sampleUsage } from './support/process-usage';
import { median, productPath, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3480);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const origin = `http://127.0.0.1:${port}`;
const IDLE_MS = 5000;
const RESTART_TARGET_MS = 4000;

function spawnShop(dataDir: string): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    env: {
      ...SERVER_ENVIRONMENT,
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** `npm start` as an operator runs it, on the given data, in a process group of its own. */
function npmStart(dataDir: string): ChildProcess {
  return spawn('npm', ['start', '--silent'], {
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/** Stops `npm start` as Ctrl-C in a terminal does: SIGINT to its whole process group. */
async function stopNpmStart(shop: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => shop.once('exit', resolve));
  process.kill(-(shop.pid ?? 0), 'SIGINT');
  await exited;
  // the server may outlive npm by the moment it takes to close
  while (
    await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    )
  )
    await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Milliseconds from `since` until GET `address` answers 200. */
async function untilAnswered(since: number, address = '/api/health'): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`${origin}${address}`);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > 180_000) throw new Error('the server did not start in 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The code of an accessory the shop sells, from its own listing call. */
async function anAccessoryCode(): Promise<string> {
  const response = await fetch(`${origin}/api/goods/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 'accessories', page: 1, pageSize: 1 }),
  });
  const answer = (await response.json()) as { data?: { list?: { code: string }[] } };
  const code = answer.data?.list?.[0]?.code;
  if (code === undefined) throw new Error(`no product to add: ${JSON.stringify(answer).slice(0, 200)}`);
  return code;
}

async function timedCartAdd(code: string, deviceId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': deviceId },
    body: JSON.stringify({ code }),
  });
  const answer = (await response.json()) as { code?: number };
  if (answer.code !== 200) throw new Error(`cart add answered ${JSON.stringify(answer).slice(0, 200)}`);
  return performance.now() - started;
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

const MIB = 1024 * 1024;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-cold-start-'));
  try {
    const first = spawnShop(dataDir);
    const seeded = await untilAnswered(performance.now());
    const code = await anAccessoryCode();
    const product = await productPath(origin);
    await stopShop(first);
    console.log(`first start (creates and seeds the database): ${Math.round(seeded)} ms`);

    const ready: number[] = [];
    const cartAdd: number[] = [];
    const idleRss: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const server = spawnShop(dataDir);
      ready.push(await untilAnswered(started));
      cartAdd.push(await timedCartAdd(code, benchDeviceId()));
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      idleRss.push(sampleUsage(server.pid ?? 0).stop().peakMiB);
      await stopShop(server);
      console.log(
        `round ${round}: ready ${Math.round(ready.at(-1) ?? 0)} ms, first cart add ` +
          `${Math.round(cartAdd.at(-1) ?? 0)} ms, idle RSS ${(idleRss.at(-1) ?? 0).toFixed(1)} MiB`,
      );
    }
    const toProduct: number[] = [];
    const npmIdleRss: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const shop = npmStart(dataDir);
      toProduct.push(await untilAnswered(started, product));
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      npmIdleRss.push(sampleUsage(shop.pid ?? 0).stop().peakMiB);
      await stopNpmStart(shop);
      console.log(
        `npm start ${round}: product page ${Math.round(toProduct.at(-1) ?? 0)} ms, idle RSS ` +
          `${(npmIdleRss.at(-1) ?? 0).toFixed(1)} MiB`,
      );
    }
    const figures = {
      rounds,
      npmStartToProductMs: Math.round(median(toProduct)),
      npmStartIdleRssMiB: Number(median(npmIdleRss).toFixed(1)),
      readyMs: Math.round(median(ready)),
      firstCartAddMs: Math.round(median(cartAdd)),
      idleRssMiB: Number(median(idleRss).toFixed(1)),
      serverBytes: folderBytes('.next/server'),
      serverChunkBytes: folderBytes('.next/server/chunks'),
    };
    console.log(
      `median of ${rounds}: ready ${figures.readyMs} ms, first cart add ${figures.firstCartAddMs} ms, ` +
        `idle RSS ${figures.idleRssMiB} MiB; server code ${(figures.serverBytes / MIB).toFixed(2)} MiB ` +
        `(chunks ${(figures.serverChunkBytes / MIB).toFixed(2)} MiB)`,
    );
    const met = figures.npmStartToProductMs <= RESTART_TARGET_MS;
    console.log(
      `npm start to the product page ${product}: ${figures.npmStartToProductMs} ms, idle RSS ` +
        `${figures.npmStartIdleRssMiB} MiB; target ≤ ${RESTART_TARGET_MS} ms ${met ? 'met' : 'missed'}`,
    );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/cold-start-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      `${JSON.stringify(figures, null, 2)}\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
