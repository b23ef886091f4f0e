/**
 * Benchmark: 200 simulated shoppers on PostgreSQL for 5 minutes (targets: BENCHMARKS.md).
 *
 *   npm run build && npm run bench:shoppers
 *
 * Each shopper is a loop: pick an action by the weights below and perform it as a browser does (a
 * visitor's first page from the address bar with the shell's calls, later pages by clicks that ask
 * for their RSC payload, then the calls the page's client code makes on load, then one call per
 * click). After every click the shopper reads what came back before the next: TPC-W's think time,
 * a negative exponential with a mean of 7 s (BENCH_THINK_SECONDS; bench/support/think-time.ts). A
 * visit lasts 4–10 actions; then a new visitor (device, address, empty cart) lands in its place.
 * The think time makes the 200 shoppers model 200 people, each reading a page before the next
 * click, not 200 connections hammering the server. A short mean (BENCH_THINK_SECONDS=1) turns the
 * run into a stress test of how many clicks a second the shop serves.
 *   - browse 70 %: the home page now and then, a listing (pages 1–3; frame listings sometimes
 *     opened with filters in the address, whose island then asks /api/goods/list and /attribute),
 *     or a product page.
 *   - search 10 %: /search?keyword= with a word from the product names, or one that finds nothing.
 *   - cart 15 %: glasses through the lens wizard (page, lens step RSC, /api/process/next per step,
 *     /submit) or an accessory (/api/cart/add), then the cart page.
 *   - checkout 5 %: cart, snapshot and payment page, address and shipping (a guest gives an e-mail
 *     and is signed in, as the browser suite's guest), order, demo payment, the paid order shown.
 * The calls were read from Chromium on the built shop; static /_next assets and the router's link
 * prefetches are left out. Each shopper keeps its own device id (X-Device-Id, so its own cart),
 * the token its first checkout hands back, and the GET answers a browser's HTTP cache would keep
 * (Cache-Control max-age: the country list).
 *
 * A step's time is what the shopper waits for after one click: a page with its on-load calls, or
 * a click's call(s). Per action the figures are its steps' p50/p95/p99/max. An error is a non-2xx,
 * a network error, an envelope code ≠ 200, or a wrong answer (a page without the product's code,
 * an added line missing from the cart, an order not paid); the action stops there.
 *
 * Rate limits count per client address. All shoppers come from this one machine, so the
 * server is configured as behind a load balancer: TRUST_PROXY=127.0.0.1 (only the bench's own
 * socket is the trusted proxy) and each shopper sends X-Forwarded-For with its own address in
 * 198.18.0.0/15 (the benchmarking range). The limits stay on, per shopper.
 *
 * Targets (this 2-core machine, bench and server together): every action's step p95 < 300 ms,
 * 0 errors, the server's peak RSS < 400 MiB (VmRSS of the server and its children, summed, every
 * 250 ms). Knobs: BENCH_SHOPPERS (200), BENCH_SECONDS (300), BENCH_PRODUCTS (1000),
 * BENCH_PORT (3250), BENCH_THINK_SECONDS (7), BENCH_WARMUP_SECONDS (60, not counted), BENCH_SERVER_NODE_FLAGS (Node flags for the server, e.g. to profile it), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres; the
 * script creates and drops its own `oculo_shoppers` database), BENCH_EMBEDDED=1 (the shop on its
 * embedded database instead, in a DATA_DIR of its own seeded the same). Figures are printed and written to
 * bench/results/; the exit code is 1 when a target is missed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dropBenchDatabase, seededBenchDataDir, seededBenchDatabase } from './support/bench-database';
import { sampleUsage } from './support/process-usage';
import { startShop, stopShop } from './support/shop-server';
import { learnRscKey, RunOver, Shopper } from './support/shopper';
import { browse, cart, checkout, search } from './support/shopper-actions';
import { readShopperCatalog, type ShopperCatalog } from './support/shopper-catalog';
import { figuresOf, printFigures } from './support/shopper-figures';
import { ShopperRecord, type ActionName } from './support/shopper-record';
import { TPCW_MEAN_THINK_SECONDS } from './support/think-time';

const DATABASE = 'oculo_shoppers';
const port = Number(process.env.BENCH_PORT ?? 3250);
const embedded = process.env.BENCH_EMBEDDED === '1';
const origin = `http://127.0.0.1:${port}`;
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 300);
const products = Number(process.env.BENCH_PRODUCTS ?? 1000);
const thinkMeanSeconds = Number(process.env.BENCH_THINK_SECONDS ?? TPCW_MEAN_THINK_SECONDS);
/**
 * The warm-up before the measured seconds, as TPC-W's ramp-up: the shoppers arrive over its first
 * half and fill the page cache; its waits are not counted (its errors are, and its memory is).
 */
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 60);
/** Shoppers arrive over this many seconds, not all in the same instant. */
const arrivalSeconds = Math.max(1, Math.min(30, warmupSeconds / 2));

const TARGETS = { stepP95Ms: 300, errors: 0, peakRssMiB: 400 };

const ACTIONS: {
  name: ActionName;
  weight: number;
  run: (shopper: Shopper, catalog: ShopperCatalog) => Promise<void>;
}[] = [
  { name: 'browse', weight: 0.7, run: browse },
  { name: 'search', weight: 0.1, run: search },
  { name: 'cart', weight: 0.15, run: cart },
  { name: 'checkout', weight: 0.05, run: checkout },
];

function chooseAction() {
  let roll = Math.random();
  for (const action of ACTIONS) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return ACTIONS[0] ?? { name: 'browse', weight: 1, run: browse };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Visits last 4–10 actions; then the visitor leaves and a new one lands from the address bar. */
const visitLength = () => 4 + Math.floor(Math.random() * 7);
let visitors = 0;
/** A new visitor's address in 198.18.0.0/15, the range set aside for benchmarks (RFC 2544). */
function visitorAddress(): string {
  const n = visitors++;
  return `198.${18 + Math.floor(n / 65_024)}.${Math.floor((n % 65_024) / 254)}.${(n % 254) + 1}`;
}

/**
 * One shopper's loop until the deadline: act, report page views in the background, think. After a
 * visit's last action the next visitor takes the place (a new device, address and cart).
 */
async function shop(index: number, catalog: ShopperCatalog, record: ShopperRecord, deadline: number) {
  await sleep((index / shoppers) * arrivalSeconds * 1000);
  const arrive = () => new Shopper(origin, visitorAddress(), record, deadline, thinkMeanSeconds);
  let shopper = arrive();
  let actionsLeft = visitLength();
  const background: Promise<void>[] = [];
  while (Date.now() < deadline) {
    const action = chooseAction();
    let failure: unknown;
    try {
      await action.run(shopper, catalog);
    } catch (error) {
      if (error instanceof RunOver) break; // cut by the run's end: neither done nor failed
      failure = error;
    }
    record.finished(action.name, failure);
    // the browser sends its page views a moment later, without holding the page up
    background.push(
      shopper.reportPageViews().then(
        () => undefined,
        (error: unknown) => record.error(action.name, error),
      ),
    );
    if (--actionsLeft === 0) {
      shopper = arrive();
      actionsLeft = visitLength();
    }
  }
  await Promise.all(background);
}

async function main(): Promise<void> {
  const dataDir = embedded ? await seededBenchDataDir(products) : undefined;
  const database: Record<string, string> = dataDir
    ? { DATA_DIR: dataDir }
    : { DATABASE_URL: await seededBenchDatabase(DATABASE, products) };
  const server = await startShop(
    port,
    {
      ...database,
      PAYMENTS_DEMO: '1',
      TRUST_PROXY: '127.0.0.1',
    },
    // e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server's time goes
    (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  );
  try {
    if (server.pid === undefined) throw new Error('the server has no process id');
    const catalog = await readShopperCatalog(origin);
    await learnRscKey(origin);
    console.log(
      `${shoppers} shoppers for ${warmupSeconds} s of warm-up and ${seconds} s measured, thinking ${thinkMeanSeconds} s on average between clicks: ${catalog.productCodes.length} products, ${catalog.frames.length} frames and ${catalog.accessories.length} accessories to buy`,
    );
    const usage = sampleUsage(server.pid);
    const benchCpu = process.cpuUsage();
    const record = new ShopperRecord();
    const started = Date.now();
    record.measuredFrom = started + warmupSeconds * 1000;
    const deadline = record.measuredFrom + seconds * 1000;
    await Promise.all(Array.from({ length: shoppers }, (_, index) => shop(index, catalog, record, deadline)));
    const elapsed = (Date.now() - record.measuredFrom) / 1000;
    const runSeconds = (Date.now() - started) / 1000;
    const serverUsage = usage.stop();
    const benchUsed = process.cpuUsage(benchCpu);
    // the shoppers run on the same two cores as the server: what they took is not the shop's
    const benchCores = Math.round(((benchUsed.user + benchUsed.system) / 1e6 / runSeconds) * 100) / 100;
    const figures = {
      date: new Date().toISOString(),
      shoppers,
      thinkMeanSeconds,
      warmupSeconds,
      seconds: elapsed,
      products,
      database: embedded ? 'embedded' : 'postgres',
      ...figuresOf(record, elapsed),
      server: serverUsage,
      benchCores,
    };
    printFigures(figures);
    console.log(
      `over the whole run, warm-up included: server RSS ${serverUsage.startMiB.toFixed(0)} MiB before the shoppers, peak ${serverUsage.peakMiB.toFixed(0)} MiB ` +
        `(${serverUsage.processes} processes, ${serverUsage.samples} samples); CPU: server ${serverUsage.cores} cores, shoppers ${benchCores}, ` +
        `whole machine ${serverUsage.machineCores} of ${serverUsage.machineCoreCount} (PostgreSQL and anything else running included)`,
    );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/shoppers-${Date.now()}.json`, JSON.stringify(figures, null, 2));

    const misses: string[] = [];
    for (const [name, action] of Object.entries(figures.actions))
      if (!(action.steps.p95 < TARGETS.stepP95Ms)) misses.push(`${name} p95 ${action.steps.p95} ms`);
    if (figures.errors > TARGETS.errors) misses.push(`${figures.errors} errors`);
    if (!(serverUsage.peakMiB < TARGETS.peakRssMiB))
      misses.push(`peak RSS ${serverUsage.peakMiB.toFixed(0)} MiB`);
    console.log(
      misses.length === 0
        ? `PASS: every action's p95 < ${TARGETS.stepP95Ms} ms, 0 errors, peak RSS < ${TARGETS.peakRssMiB} MiB`
        : `FAIL: ${misses.join('; ')}`,
    );
    process.exitCode = misses.length === 0 ? 0 : 1;
  } finally {
    await stopShop(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    else await dropBenchDatabase(DATABASE).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
