/**
 * Benchmark: what one request of each kind the shoppers send costs the server (bench:shoppers).
 *
 *   npm run build && npm run bench:request-costs
 *
 * bench:shoppers measures waits under load, where the queue on the server's one thread hides which
 * requests fill it, and this machine's speed moves enough between runs to hide a change of a few
 * per cent. This sends each kind of request alone, one after another, to the same setup (PostgreSQL,
 * BENCH_PRODUCTS products, the shop's Node flags), and reads the server's CPU time (user + system,
 * its process and children, from /proc) around each: CPU milliseconds per request, and the wait with
 * no queue. The requests follow each other without a pause, as under load: with a pause between
 * them each request ran cold on this host (a bare /api/health cost 6.5 ms of CPU one at a time with
 * 25 ms between, where autocannon saw 1.3 ms). What a request leaves the server to do after its
 * answer (packing a rendered page for the page cache) overlaps the next and is counted with its
 * kind; the batch's last is waited for before the CPU time is read.
 *
 * The share of the server's CPU a kind takes under the shoppers is its cost times how often they
 * send it: bench:shoppers prints those counts, and its JSON in bench/results keeps them. Costs are
 * CPU time, so a slower host raises them all alike; compare kinds within one run.
 *
 * Knobs: BENCH_PRODUCTS (1000), BENCH_REQUESTS (40 per kind), BENCH_PORT (3260), BENCH_DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/postgres; the script creates and drops `oculo_request_costs`).
 * Figures are printed and written to bench/results/. It has no target: it says where to look.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dropBenchDatabase, seededBenchDatabase } from './support/bench-database';
import { processTreeCpuSeconds } from './support/process-usage';
import { percentile, startShop, stopShop } from './support/shop-server';
import { learnRscKey, Shopper } from './support/shopper';
import { readShopperCatalog, type CartProduct, type ShopperCatalog } from './support/shopper-catalog';
import { ShopperRecord } from './support/shopper-record';

const DATABASE = 'oculo_request_costs';
const port = Number(process.env.BENCH_PORT ?? 3260);
const origin = `http://127.0.0.1:${port}`;
const products = Number(process.env.BENCH_PRODUCTS ?? 1000);
const perKind = Number(process.env.BENCH_REQUESTS ?? 40);
/** Time for the server to finish what the last request left it (page packing runs after the answer). */
const SETTLE_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let visitors = 0;
/** A shopper of its own (device, cart, address in the benchmarking range 198.18.0.0/15). */
const newShopper = () =>
  new Shopper(origin, `198.19.0.${(visitors++ % 250) + 1}`, new ShopperRecord(), Infinity, 0);

interface Kind {
  /** What it is, in the words of bench:shoppers' request labels. */
  name: string;
  /** Runs before the measured requests (a page rendered once, so later ones are cached). */
  before?: () => Promise<void>;
  /** The i-th measured request. */
  send: (i: number) => Promise<unknown>;
}

function kindsOf(catalog: ShopperCatalog): Kind[] {
  const codes = catalog.productCodes;
  const cached = codes.slice(0, 10);
  const frame = catalog.frames[0] as CartProduct;
  const accessory = catalog.accessories[0] as CartProduct;
  const reader = newShopper();
  const buyer = newShopper();
  const word = (i: number) => catalog.searchWords[i % catalog.searchWords.length] ?? 'round';
  const code = (i: number) => cached[i % cached.length] ?? '';
  return [
    // what the server spends with no request at all in the same time (timers, job polling): the
    // floor under every figure below
    { name: '(no request: the server idle)', send: async () => undefined },
    { name: 'GET /api/health', send: () => fetch(`${origin}/api/health`).then((answer) => answer.text()) },
    {
      name: 'GET /details/:code (RSC, cached)',
      before: async () => {
        for (const page of cached) await reader.navigate(`/details/${page}`);
      },
      send: (i) => reader.navigate(`/details/${code(i)}`),
    },
    {
      name: 'GET /details/:code (RSC, first render)',
      send: (i) => reader.navigate(`/details/${codes[cached.length + i] ?? ''}`),
    },
    { name: 'GET /details/:code (HTML, cached)', send: (i) => reader.page(`/details/${code(i)}`) },
    {
      name: 'GET /eyeglasses (RSC, cached)',
      before: () => reader.navigate('/eyeglasses'),
      send: () => reader.navigate('/eyeglasses'),
    },
    { name: 'GET / (RSC, cached)', before: () => reader.navigate('/'), send: () => reader.navigate('/') },
    {
      name: 'GET /search (RSC)',
      send: (i) => reader.navigate(`/search?keyword=${encodeURIComponent(word(i))}`),
    },
    {
      name: 'GET /details/:code/lenses (RSC)',
      send: () => reader.navigate(`/details/${frame.code}/lenses?color=${frame.sku}`),
    },
    {
      name: 'POST /api/goods/list (filtered, answer cached)',
      send: () =>
        reader.call('/api/goods/list', {
          category: 'eyeglasses',
          filters: { color: ['black'] },
          page: 1,
          pageSize: 24,
        }),
    },
    { name: 'POST /api/wishlist/is', send: (i) => reader.call('/api/wishlist/is', { code: code(i) }) },
    { name: 'POST /api/wishlist/count', send: () => reader.call('/api/wishlist/count', {}) },
    { name: 'POST /api/cart/count', send: () => reader.call('/api/cart/count', {}) },
    { name: 'GET /api/other/CountryList', send: () => newShopper().call('/api/other/CountryList') },
    {
      name: 'POST /api/other/statistics (3 page views)',
      send: (i) =>
        newShopper().call('/api/other/statistics', {
          events: [1, 2, 3].map((n) => ({ type: 'page_view', path: `/details/${code(i + n)}` })),
        }),
    },
    {
      name: 'POST /api/process/next (first step)',
      send: () =>
        reader.call('/api/process/next', {
          code: frame.code,
          step_id: catalog.firstLensStep.step_id,
          step_data: [{ type: catalog.firstLensStep.type, value: firstOption(catalog), price: 0, item: '' }],
        }),
    },
    {
      // a cart of its own each time: one item may be added at most 10 times
      name: 'POST /api/cart/add',
      send: () =>
        newShopper().call('/api/cart/add', { code: accessory.code, sku: accessory.sku, quantity: 1 }),
    },
    {
      name: 'POST /api/cart/list (1 line)',
      before: () => buyer.call('/api/cart/add', { code: accessory.code, sku: accessory.sku, quantity: 1 }),
      send: () => buyer.call('/api/cart/list', {}),
    },
    { name: 'POST /api/order/incompleteFrame', send: () => buyer.call('/api/order/incompleteFrame', {}) },
  ];
}

function firstOption(catalog: ShopperCatalog): number {
  const option = catalog.firstLensStep.data.options.find((entry) => !entry.disabled);
  if (!option) throw new Error('the lens wizard offers nothing on its first step');
  return option.id;
}

interface Cost {
  name: string;
  requests: number;
  cpuMsPerRequest: number;
  waitMsP50: number;
  waitMsP95: number;
}

async function measure(serverPid: number, kind: Kind): Promise<Cost> {
  await kind.before?.();
  const waits: number[] = [];
  const cpuBefore = processTreeCpuSeconds(serverPid);
  for (let i = 0; i < perKind; i++) {
    const started = performance.now();
    await kind.send(i);
    waits.push(performance.now() - started);
  }
  await sleep(SETTLE_MS);
  const cpuSeconds = processTreeCpuSeconds(serverPid) - cpuBefore;
  waits.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    name: kind.name,
    requests: perKind,
    cpuMsPerRequest: round((cpuSeconds * 1000) / perKind),
    waitMsP50: round(percentile(waits, 50)),
    waitMsP95: round(percentile(waits, 95)),
  };
}

async function main(): Promise<void> {
  const url = await seededBenchDatabase(DATABASE, products);
  const server = await startShop(port, { DATABASE_URL: url, PAYMENTS_DEMO: '1', TRUST_PROXY: '127.0.0.1' });
  try {
    if (server.pid === undefined) throw new Error('the server has no process id');
    const catalog = await readShopperCatalog(origin);
    await learnRscKey(origin);
    const costs: Cost[] = [];
    for (const kind of kindsOf(catalog)) costs.push(await measure(server.pid, kind));
    console.log(`\n${perKind} requests of each kind, one at a time (${products} products, PostgreSQL):`);
    console.log(
      `${'request'.padEnd(48)} ${'CPU ms'.padStart(8)} ${'wait p50'.padStart(9)} ${'p95'.padStart(7)}`,
    );
    for (const cost of costs)
      console.log(
        `${cost.name.padEnd(48)} ${cost.cpuMsPerRequest.toFixed(1).padStart(8)} ` +
          `${cost.waitMsP50.toFixed(1).padStart(9)} ${cost.waitMsP95.toFixed(1).padStart(7)}`,
      );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/request-costs-${Date.now()}.json`,
      JSON.stringify({ date: new Date().toISOString(), products, perKind, costs }, null, 2),
    );
  } finally {
    await stopShop(server);
    await dropBenchDatabase(DATABASE).catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
