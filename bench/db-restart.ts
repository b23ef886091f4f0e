/**
 * Benchmark: PostgreSQL restarts while shoppers browse and fill carts. Target:
 * 0 HTTP 500 and 0 lost cart adds; a write may answer 503 with Retry-After, a read should not.
 *
 *   npm run build && npm run bench:db-restart
 *
 * The shop's production build (scripts/serve.mjs) is served on BENCH_PORT (default 3400) against
 * a PostgreSQL cluster of the bench's own (bench/support/private-postgres.ts: /usr/local/bin's
 * initdb and pg_ctl run as the `postgres` OS user, on BENCH_PG_PORT, default 55432), never the
 * machine's shared server. The shop migrates and seeds it on start. Then for BENCH_SECONDS
 * (default 30) BENCH_LOOPS loops per kind (default 3) ask, one request after the other:
 * - product pages (GET /details/<code>, every product in turn),
 * - listing pages (GET /eyeglasses?page=2 …),
 * - listings through the API (POST /api/goods/list, category × sort × page),
 * - cart adds (POST /api/cart/add), each from a new guest device (x-device-id),
 * and BENCH_RESTART_AT seconds in (default 12) the cluster is restarted (`pg_ctl restart -m fast`:
 * every session ended, a shutdown checkpoint, a fresh start). The catalog's answer cache is off
 * (CATALOG_CACHE_SECONDS=0) so every API listing reaches the database.
 *
 * Afterwards every device's cart lines are counted in the database: a cart add that answered 200
 * must be there exactly once (lost: answered 200, not there; doubled: there more than once). An add
 * that answered 503 may have committed before its connection dropped; those are counted apart.
 * Figures are printed and written to bench/results/; exit code 1 on any 500 or lost or doubled add.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { benchDeviceId } from './support/cart-seed';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { startShop, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3400);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 55432);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const restartAt = Number(process.env.BENCH_RESTART_AT ?? 12);
const loops = Number(process.env.BENCH_LOOPS ?? 3);
const origin = `http://127.0.0.1:${port}`;
const DATABASE = 'oculo_restart';

const KINDS = ['product page', 'listing page', 'goods list', 'cart add'] as const;
type Kind = (typeof KINDS)[number];

interface Outcome {
  kind: Kind;
  /** HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  startMs: number;
  endMs: number;
  retryAfter: string | null;
  /** Pages: Next's x-nextjs-cache (HIT, STALE, MISS) — whether the page cache answered. */
  cache: string | null;
  /** API calls: the envelope's code and message (a business refusal is HTTP 200 with a code). */
  code?: number;
  msg?: string;
  /** Cart adds: the device that asked. */
  deviceId?: string;
}

// every one a page that exists (checked before the load), so any other answer is the restart's
const LISTING_PATHS = [
  '/eyeglasses',
  '/eyeglasses?page=2',
  '/eyeglasses?page=3',
  '/sunglasses',
  '/sunglasses?page=2',
  '/accessories',
  '/new-arrivals',
  '/best-sellers',
];
const SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'rating'];

async function productCodes(): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; page < 20; page++) {
    const response = await fetch(`${origin}/api/goods/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, pageSize: 48 }),
    });
    const envelope = (await response.json()) as { data: { list: { code: string }[] } };
    if (envelope.data.list.length === 0) break;
    codes.push(...envelope.data.list.map((card) => card.code));
  }
  if (codes.length === 0) throw new Error('the catalog is empty');
  return codes;
}

function requestOf(
  kind: Kind,
  turn: number,
  codes: string[],
): { url: string; init: RequestInit; deviceId?: string } {
  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const code = codes[turn % codes.length] ?? '';
  switch (kind) {
    case 'product page':
      return { url: `${origin}/details/${code}`, init: {} };
    case 'listing page':
      return { url: `${origin}${LISTING_PATHS[turn % LISTING_PATHS.length] ?? '/'}`, init: {} };
    case 'goods list': {
      const body = {
        category: ['eyeglasses', 'sunglasses', 'accessories'][turn % 3],
        sort: SORTS[Math.floor(turn / 3) % SORTS.length],
        page: 1 + (Math.floor(turn / 15) % 4),
        pageSize: 24,
      };
      return { url: `${origin}/api/goods/list`, init: json(body) };
    }
    case 'cart add': {
      const deviceId = benchDeviceId();
      return { url: `${origin}/api/cart/add`, init: json({ code }, { 'x-device-id': deviceId }), deviceId };
    }
  }
}

/** One shopper: asks for `kind` again and again until the time is up, recording every answer. */
async function loop(kind: Kind, offset: number, codes: string[], until: number, t0: number, out: Outcome[]) {
  for (let turn = offset; Date.now() < until; turn += loops) {
    const { url, init, deviceId } = requestOf(kind, turn, codes);
    const startMs = Date.now() - t0;
    let status = 0;
    let retryAfter: string | null = null;
    let cache: string | null = null;
    let envelope: { code?: number; msg?: string } = {};
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      const body = await response.text();
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      cache = response.headers.get('x-nextjs-cache');
      if (response.headers.get('content-type')?.includes('json'))
        envelope = JSON.parse(body) as typeof envelope;
    } catch {
      // no answer: counted as status 0
    }
    const { code, msg } = envelope;
    out.push({
      kind,
      status,
      startMs,
      endMs: Date.now() - t0,
      retryAfter,
      cache,
      ...(code === undefined ? {} : { code, msg }),
      ...(deviceId ? { deviceId } : {}),
    });
    // a 503 asks to come back later; a shopper's browser would not hammer the shop meanwhile
    if (status === 503 || status === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Cart lines per device, straight from the database (quantity summed: a doubled add shows as 2). */
async function cartQuantities(url: string): Promise<Map<string, number>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ device_id: string; quantity: string }>(
      'select device_id, sum(quantity) as quantity from cart_lines where device_id is not null group by device_id',
    );
    return new Map(rows.map((row) => [row.device_id, Number(row.quantity)]));
  } finally {
    await client.end();
  }
}

function tally(outcomes: Outcome[]) {
  return Object.fromEntries(
    KINDS.map((kind) => {
      const mine = outcomes.filter((outcome) => outcome.kind === kind);
      const statuses: Record<string, number> = {};
      for (const outcome of mine) statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      return [kind, { requests: mine.length, statuses }];
    }),
  );
}

function cartFigures(outcomes: Outcome[], quantities: Map<string, number>) {
  const adds = outcomes.filter((outcome) => outcome.kind === 'cart add' && outcome.deviceId);
  const inCart = (outcome: Outcome) => quantities.get(outcome.deviceId ?? '') ?? 0;
  // added: HTTP 200 with the envelope's code 200; a refusal (sold out …) is HTTP 200 with another code
  const answered200 = adds.filter((outcome) => outcome.status === 200 && outcome.code === 200);
  const refused = adds.filter((outcome) => outcome.status === 200 && outcome.code !== 200);
  const notAnswered200 = adds.filter((outcome) => outcome.status !== 200);
  return {
    answered200: answered200.length,
    linesOfThose: answered200.filter((outcome) => inCart(outcome) >= 1).length,
    lost: answered200.filter((outcome) => inCart(outcome) === 0).length,
    doubled: adds.filter((outcome) => inCart(outcome) > 1).length,
    refused: refused.length,
    refusals: [...new Set(refused.map((outcome) => `${outcome.code}: ${outcome.msg}`))],
    refusedYetInCart: refused.filter((outcome) => inCart(outcome) > 0).length,
    /** Answered otherwise (503, 500, none) yet committed: the commit came before the connection dropped. */
    committedWithoutA200: notAnswered200.filter((outcome) => inCart(outcome) === 1).length,
    notAnswered200: notAnswered200.length,
  };
}

async function main(): Promise<void> {
  const cluster: PrivatePostgres = await startPrivatePostgres(pgPort);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-bench-restart-'));
  try {
    const admin = new Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`);
    await admin.end();
    const url = cluster.url(DATABASE);
    const server = await startShop(port, {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      CATALOG_CACHE_SECONDS: '0',
    });
    try {
      const codes = await productCodes();
      for (const listing of LISTING_PATHS) {
        const response = await fetch(`${origin}${listing}`);
        if (!response.ok) throw new Error(`${listing} answered ${response.status} before the load`);
      }
      const outcomes: Outcome[] = [];
      const t0 = Date.now();
      const until = t0 + seconds * 1000;
      const restart = (async () => {
        await new Promise((resolve) => setTimeout(resolve, restartAt * 1000));
        const started = Date.now() - t0;
        await cluster.restart();
        return { startedMs: started, endedMs: Date.now() - t0 };
      })();
      await Promise.all(
        KINDS.flatMap((kind) =>
          Array.from({ length: loops }, (_, offset) => loop(kind, offset, codes, until, t0, outcomes)),
        ),
      );
      const restartWindow = await restart;
      const quantities = await cartQuantities(url);
      const failures = outcomes.filter((outcome) => outcome.status !== 200);
      const figures = {
        date: new Date().toISOString(),
        seconds,
        loopsPerKind: loops,
        restart: restartWindow,
        requests: outcomes.length,
        http500: outcomes.filter((outcome) => outcome.status === 500).length,
        http503: outcomes.filter((outcome) => outcome.status === 503).length,
        http503WithoutRetryAfter: outcomes.filter((o) => o.status === 503 && o.retryAfter === null).length,
        noAnswer: outcomes.filter((outcome) => outcome.status === 0).length,
        otherStatuses: failures.filter((outcome) => ![0, 500, 503].includes(outcome.status)).length,
        byKind: tally(outcomes),
        cart: cartFigures(outcomes, quantities),
        // the answers that were not 200, in time order: kind, status, when (ms from the start)
        notOk: failures.map(
          (o) => `${o.kind} ${o.status} ${o.startMs}-${o.endMs}${o.cache ? ` ${o.cache}` : ''}`,
        ),
      };
      console.log(JSON.stringify(figures, null, 2));
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(`bench/results/db-restart-${Date.now()}.json`, JSON.stringify(figures, null, 2));
      const { cart } = figures;
      const pass =
        figures.http500 === 0 && cart.lost === 0 && cart.doubled === 0 && cart.refusedYetInCart === 0;
      console.log(
        `${pass ? 'PASS' : 'FAIL'}: ${figures.requests} requests, restart ${restartWindow.endedMs - restartWindow.startedMs} ms; ` +
          `${figures.http500} × 500, ${figures.http503} × 503, ${figures.noAnswer} unanswered; cart adds: ` +
          `${figures.cart.answered200} answered 200, ${figures.cart.lost} lost, ${figures.cart.doubled} doubled, ` +
          `${figures.cart.committedWithoutA200} committed without a 200`,
      );
      process.exitCode = pass ? 0 : 1;
    } finally {
      await stopShop(server);
    }
  } finally {
    await cluster.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
