/**
 * Benchmark: the JavaScript a shopper's browser downloads for a page, against a bare Next.js 16
 * page built and served by the same Next.js.
 *
 *   npm run build && npm run bench:page-js
 *
 * The shop's build is served by scripts/serve.mjs on BENCH_PORT (default 3300) with its own
 * embedded database; bench/bare-next (a layout and a page, nothing else) is built into its own
 * folder and served by `next start` on BENCH_PORT + 1. Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) opens each page with an empty cache and sums the bytes transferred for every
 * script response (body as sent, i.e. compressed, plus headers) until the network is idle.
 *
 * Target: the product page's JavaScript <= 1.15 x the bare page's. The home and a category page
 * are printed too. Figures are printed and written to bench/results/; exit code 1 on a miss.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { serveBareNextPage } from './support/bare-next';
import { productPath, startShop, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3300);
const barePort = port + 1;
const RATIO_TARGET = 1.15;

interface PageWeight {
  page: string;
  url: string;
  scripts: number;
  transferredBytes: number;
}

/** Bytes on the wire for every script the page loads with an empty cache. */
async function scriptWeight(browser: Browser, page: string, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const sizes: Promise<number>[] = [];
  tab.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await tab.goto(url, { waitUntil: 'networkidle' });
  // a script finishing later is not counted: its sizes, read after the context closed, would throw
  // (as e2e/page-budget.spec.ts, which counts the same way, did once)
  tab.removeAllListeners('requestfinished');
  const all = await Promise.all(sizes);
  await context.close();
  return { page, url, scripts: all.length, transferredBytes: all.reduce((sum, size) => sum + size, 0) };
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-bench-js-'));
  const origin = `http://localhost:${port}`;
  const shop = await startShop(port, { DATA_DIR: dataDir, SITE_URL: origin });
  let bare: ChildProcess | undefined;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    bare = await serveBareNextPage(barePort);
    const product = await productPath(origin);
    const bareWeight = await scriptWeight(browser, 'bare Next.js page', `http://127.0.0.1:${barePort}/`);
    const productWeight = await scriptWeight(browser, 'product', `${origin}${product}`);
    const weights = [
      bareWeight,
      await scriptWeight(browser, 'home', `${origin}/`),
      await scriptWeight(browser, 'category', `${origin}/eyeglasses`),
      productWeight,
    ];
    const floor = bareWeight.transferredBytes;
    for (const weight of weights) {
      const ratio = (weight.transferredBytes / floor).toFixed(2);
      console.log(
        `${weight.page.padEnd(18)} ${kilobytes(weight.transferredBytes).padStart(9)} in ${weight.scripts} scripts (${ratio}x)`,
      );
    }
    const productRatio = productWeight.transferredBytes / floor;
    const pass = productRatio <= RATIO_TARGET;
    console.log(
      `product page / bare page: ${productRatio.toFixed(3)} (target <= ${RATIO_TARGET}) ${pass ? 'PASS' : 'MISS'}`,
    );
    mkdirSync(path.join('bench', 'results'), { recursive: true });
    writeFileSync(
      path.join('bench', 'results', `page-javascript-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
      JSON.stringify({ weights, productRatio, target: RATIO_TARGET, pass }, null, 2),
    );
    if (!pass) process.exitCode = 1;
  } finally {
    await browser.close();
    bare?.kill();
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
