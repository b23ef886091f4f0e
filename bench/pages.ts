/**
 * Benchmark: the browsing pages as shoppers and crawlers meet them (targets: BENCHMARKS.md).
 *
 *   npm run build && npm run bench:pages
 *
 * 1. Lighthouse (the npm package driving this machine's Chromium, mobile preset with its
 *    simulated slow 4G and CPU) on "/", "/eyeglasses" and a product page. Targets:
 *    performance >= 98, SEO 100, accessibility >= 95, cumulative layout shift <= 0.02.
 *    Then on the lens wizard (/details/<code>/lenses) and the cart (/shoppingCart, holding a pair
 *    of glasses put in through the API for a device id that Lighthouse's browser sends): they
 *    must not jump as their parts load, CLS <= 0.02 (their other figures are printed; not indexed,
 *    so SEO is not a target).
 *    The same Lighthouse runs on a bare Next.js page (bench/bare-next, served by `next start` on
 *    BENCH_PORT + 1): the floor on this machine. Lighthouse slows the CPU 4 x from whatever the host
 *    is, so its blocking time and score depend on the host (each run's benchmarkIndex is printed);
 *    the framework's own start-up is one long task no page of the shop can avoid, and the floor
 *    shows how much of a page's figure that is. It is reported, not a target.
 * 2. autocannon (its command line, in a process of its own) on the product page and the category
 *    page, both from the page cache, against a static page of the build (/contact-us, prerendered
 *    at build time) served by the same server in the same run, in BENCH_ROUNDS (6) rounds of
 *    BENCH_SECONDS (5) per page, each round the three pages back to back. Target: each
 *    >= 0.9 x the static page's, as the median of the rounds' ratios: this host's speed
 *    drifts by 15 % and more within a minute, so a ratio taken within a round, ~15 s, and its
 *    median over rounds, hold still where means of long rounds did not (two runs of 2 rounds x 15 s
 *    one hour apart put the same build's category page at 0.87 x and 1.14 x).
 *    The same rounds again with the Accept-Encoding browsers send are reported, not held to a
 *    target: cached pages then go out in the gzip the page cache keeps
 *    (scripts/compressed-answers.mjs). (/about-us, the baseline before, is rendered from the
 *    database since operators edit its blocks.)
 *
 * The build is served by `next start` on BENCH_PORT (default 3300) with its own embedded
 * database in a temporary folder (seeded on start), SITE_URL set to that address so canonical
 * links point at the page under test. CHROMIUM_PATH (default /usr/bin/chromium), BENCH_SECONDS
 * (default 5), BENCH_ROUNDS (default 6), BENCH_CONNECTIONS (default 8) and BENCH_LIGHTHOUSE_RUNS
 * (default 3, the median run counts) can be changed. Figures are printed and written
 * to bench/results/, and each Lighthouse report whole to bench/results/lighthouse-<time>/ (what
 * was the largest paint, which tasks blocked); the exit code is 1 when a target is missed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { chromium } from '@playwright/test';
import { serveBareNextPage } from './support/bare-next';
import { benchDeviceId, seedGlassesLine } from './support/cart-seed';
import { median, productPath, startShop, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const lighthouseRunsPerPage = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Every Lighthouse report of this run, numbered in the order the runs were made. */
const reportsDir = `bench/results/lighthouse-${Date.now()}`;
let reportsWritten = 0;

const TARGETS = { performance: 98, seo: 100, accessibility: 95, cls: 0.02, throughputRatio: 0.9 };
/** A page prerendered by the build (○ in its route list): the floor the cached pages are held to. */
const STATIC_PAGE = '/contact-us';
/** The lens wizard and the cart must not jump as their parts load. */
const SHOPPING_CLS_TARGET = 0.02;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** A page Lighthouse measures, and what it is held to. */
interface PageCase {
  path: string;
  /** The server it is on, when not the shop's (the bare Next.js page). */
  origin?: string;
  /**
   * 'browsing': every TARGETS figure; 'shopping': CLS <= SHOPPING_CLS_TARGET only; 'floor': the
   * bare Next.js page, reported only.
   */
  targets: 'browsing' | 'shopping' | 'floor';
  /** Headers Lighthouse's browser sends with every request (the cart's device id). */
  headers?: Record<string, string>;
}

interface PageAudit {
  url: string;
  targets: PageCase['targets'];
  performance: number;
  seo: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  /** Total blocking time: what moves the score most between pages and machines. */
  tbtMs: number;
  /** Lighthouse's measure of the host's speed (about 1,500-2,000 on the desktop its 4 x CPU slowdown assumes). */
  benchmarkIndex: number;
  failedAudits: string[];
  /** Every run's performance score, lowest first (on the median run). */
  performanceRuns?: number[];
}

/** Pages are cached after their first render; measure what a visitor after the first one gets. */
async function warm(paths: string[]): Promise<void> {
  for (const pagePath of paths) {
    for (let visit = 0; visit < 3; visit++) {
      const response = await fetch(`${origin}${pagePath}`);
      if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
      await response.arrayBuffer();
    }
  }
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  environment: { benchmarkIndex: number };
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number }
  >;
}

/**
 * One Lighthouse run through its own command line: the bench itself runs under tsx, whose
 * transform would leak helper names into the code Lighthouse evaluates inside the page.
 */
async function audit(url: string, page: PageCase): Promise<PageAudit> {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,seo,accessibility',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ...(page.headers ? [`--extra-headers=${JSON.stringify(page.headers)}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  mkdirSync(reportsDir, { recursive: true });
  const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  writeFileSync(
    `${reportsDir}/${String(++reportsWritten).padStart(2, '0')}-${page.targets}-${slug}.json`,
    stdout,
  );
  const { categories, audits, environment } = JSON.parse(stdout) as LighthouseReport;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const failedAudits = Object.values(audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  return {
    url,
    targets: page.targets,
    performance: score('performance'),
    seo: score('seo'),
    accessibility: score('accessibility'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    failedAudits,
  };
}

/**
 * Lighthouse's own advice for a stable figure: several runs per page, keeping the run with the
 * median performance score (its other figures come from that same run).
 */
async function lighthouseRuns(pages: PageCase[]): Promise<PageAudit[]> {
  const audits: PageAudit[] = [];
  for (const page of pages) {
    const runs: PageAudit[] = [];
    for (let run = 0; run < lighthouseRunsPerPage; run++)
      runs.push(await audit(`${page.origin ?? origin}${page.path}`, page));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) throw new Error(`no Lighthouse run for ${page.path}`);
    audits.push({ ...median, performanceRuns: runs.map((run) => run.performance) });
  }
  return audits;
}

/**
 * The cart Lighthouse measures: a pair of glasses put in through the API for a device id, which
 * Lighthouse's browser then sends with every call. Checked first in a browser that sends it the
 * same way, so the figure is the cart with its line, not an empty cart.
 */
async function cartWithALine(frameCode: string): Promise<PageCase> {
  const deviceId = benchDeviceId();
  await seedGlassesLine(origin, frameCode, deviceId);
  const headers = { 'X-Device-Id': deviceId };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: headers });
    const page = await context.newPage();
    await page.goto(`${origin}/shoppingCart`);
    await page.getByTestId('cart-line').first().waitFor({ timeout: 30_000 });
  } finally {
    await browser.close();
  }
  return { path: '/shoppingCart', targets: 'shopping', headers };
}

/** What every browser sends: the cached pages then go out in the gzip the page cache keeps. */
const AS_BROWSERS_ASK = { 'accept-encoding': 'gzip, deflate, br' };

interface Throughput {
  path: string;
  requestsPerSecond: number;
  p95Ms: number;
  p50Ms: number;
}
/** One round: each page measured once, one after the other. */
type Round = Record<'static' | 'product' | 'category', Throughput>;
const ratiosOf = (of: readonly Round[], page: 'product' | 'category') =>
  of.map((round) => round[page].requestsPerSecond / round.static.requestsPerSecond);
const medianRatio = (of: readonly Round[], page: 'product' | 'category') => median(ratiosOf(of, page));
const listed = (ratios: number[]) => ratios.map((value) => value.toFixed(2)).join(', ');

/** autocannon's command line, run by this Node.js. */
const AUTOCANNON = path.join('node_modules', 'autocannon', 'autocannon.js');

interface AutocannonResult {
  non2xx: number;
  errors: number;
  requests: { average: number };
  latency: { p97_5: number; p50: number };
}

/**
 * autocannon in a process of its own, as a load generator is run. Inside this one it shares a heap
 * and a garbage collector with what Lighthouse and Playwright left, and the larger pages (129 and
 * 156 KB against the static page's 89 KB) cost the client more to read: in one run with both clients
 * taking turns round by round (2026-12-02 08:35), the product and category pages measured 0.97 x and
 * 0.98 x the static page from a process of their own, 0.90 x and 0.90 x from this one.
 */
async function throughput(
  pagePath: string,
  duration: number,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      AUTOCANNON,
      '-j',
      '-c',
      String(connections),
      '-d',
      String(duration),
      ...headerArgs,
      `${origin}${pagePath}`,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as AutocannonResult;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${pagePath}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    path: pagePath,
    requestsPerSecond: result.requests.average,
    p95Ms: result.latency.p97_5,
    p50Ms: result.latency.p50,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-bench-pages-'));
  const server = await startShop(port, { DATA_DIR: dataDir, SITE_URL: origin, DATABASE_URL: '' });
  let bare: ChildProcess | undefined;
  try {
    bare = await serveBareNextPage(port + 1);
    const product = await productPath(origin);
    const paths = ['/', '/eyeglasses', product];
    const wizard = `${product}/lenses`;
    await warm([...paths, wizard, '/shoppingCart', STATIC_PAGE]);
    const cart = await cartWithALine(product.replace('/details/', ''));
    const audits = await lighthouseRuns([
      { path: '/', origin: `http://localhost:${port + 1}`, targets: 'floor' },
      ...paths.map((pagePath): PageCase => ({ path: pagePath, targets: 'browsing' })),
      { path: wizard, targets: 'shopping' },
      cart,
    ]);

    // The pages alternate, round after round, so a drift of the machine's speed hits all alike.
    await throughput(product, 3);
    await throughput('/eyeglasses', 3);
    await throughput(STATIC_PAGE, 3);
    const runs: Round[] = [];
    for (let round = 0; round < rounds; round++) {
      runs.push({
        static: await throughput(STATIC_PAGE, seconds),
        product: await throughput(product, seconds),
        category: await throughput('/eyeglasses', seconds),
      });
    }
    // Reported, not a target: the same rounds compressed, as browsers and crawlers ask for pages.
    const compressedRuns: Round[] = [];
    for (let round = 0; round < rounds; round++) {
      compressedRuns.push({
        static: await throughput(STATIC_PAGE, seconds, AS_BROWSERS_ASK),
        product: await throughput(product, seconds, AS_BROWSERS_ASK),
        category: await throughput('/eyeglasses', seconds, AS_BROWSERS_ASK),
      });
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const meanRps = (of: Round[], page: keyof Round) => mean(of.map((run) => run[page].requestsPerSecond));
    const staticRps = meanRps(runs, 'static');
    const productRps = meanRps(runs, 'product');
    const categoryRps = meanRps(runs, 'category');
    const ratio = medianRatio(runs, 'product');
    const categoryRatio = medianRatio(runs, 'category');
    const compressed = {
      staticRps: meanRps(compressedRuns, 'static'),
      productRps: meanRps(compressedRuns, 'product'),
      categoryRps: meanRps(compressedRuns, 'category'),
      ratio: medianRatio(compressedRuns, 'product'),
      categoryRatio: medianRatio(compressedRuns, 'category'),
    };

    const figures = {
      date: new Date().toISOString(),
      connections,
      seconds,
      audits,
      runs,
      staticRps,
      productRps,
      ratio,
      categoryRps,
      categoryRatio,
      compressedRuns,
      compressed,
    };
    console.log(JSON.stringify(figures, null, 2));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/pages-${Date.now()}.json`, JSON.stringify(figures, null, 2));

    const misses: string[] = [];
    for (const page of audits) {
      if (page.targets === 'shopping') {
        if (!(page.cls <= SHOPPING_CLS_TARGET))
          misses.push(`${page.url}: CLS ${page.cls.toFixed(3)} (target ${SHOPPING_CLS_TARGET})`);
      } else if (page.targets === 'browsing') {
        if (page.performance < TARGETS.performance)
          misses.push(`${page.url}: performance ${page.performance}`);
        if (page.seo < TARGETS.seo) misses.push(`${page.url}: SEO ${page.seo}`);
        if (page.accessibility < TARGETS.accessibility)
          misses.push(`${page.url}: accessibility ${page.accessibility}`);
        if (page.cls > TARGETS.cls) misses.push(`${page.url}: CLS ${page.cls.toFixed(3)}`);
      }
      console.log(
        `${page.url}: performance ${page.performance} (runs ${page.performanceRuns?.join(', ')}), SEO ${page.seo}, accessibility ${page.accessibility}, ` +
          `CLS ${page.cls.toFixed(3)}, LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms (benchmarkIndex ${page.benchmarkIndex})` +
          `${page.targets === 'floor' ? ' [the bare Next.js page: the floor on this machine]' : ''}${page.failedAudits.length ? `; failed: ${page.failedAudits.join(', ')}` : ''}`,
      );
    }
    console.log(
      `throughput at c=${connections}, ${rounds} rounds of ${seconds} s: static page ${staticRps.toFixed(0)} req/s; ` +
        `product page ${productRps.toFixed(0)} req/s (median ratio ${ratio.toFixed(2)}; rounds ${listed(ratiosOf(runs, 'product'))}); ` +
        `category page ${categoryRps.toFixed(0)} req/s (median ratio ${categoryRatio.toFixed(2)}; rounds ${listed(ratiosOf(runs, 'category'))})`,
    );
    console.log(
      `compressed, as browsers ask (reported): static page ${compressed.staticRps.toFixed(0)} req/s; ` +
        `product page ${compressed.productRps.toFixed(0)} req/s (median ratio ${compressed.ratio.toFixed(2)}); ` +
        `category page ${compressed.categoryRps.toFixed(0)} req/s (median ratio ${compressed.categoryRatio.toFixed(2)})`,
    );
    if (ratio < TARGETS.throughputRatio) misses.push(`product throughput ratio ${ratio.toFixed(2)}`);
    if (categoryRatio < TARGETS.throughputRatio)
      misses.push(`category throughput ratio ${categoryRatio.toFixed(2)}`);
    if (misses.length > 0) {
      console.error(`MISSED: ${misses.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('PASS: every page target holds');
    }
  } finally {
    bare?.kill();
    await stopShop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
