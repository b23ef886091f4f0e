/**
 * Benchmark: reading a printed prescription photo in the lens wizard, in headless Chromium on this
 * machine (docs/product.md#prescription-photo-reading).
 *
 *   npm run build && npm run bench:rx-photo
 *
 * Serves the build (scripts/serve.mjs on BENCH_PORT, default 3303, its own embedded database in a
 * temporary folder), opens the lens wizard's prescription step in this machine's Chromium, picks a
 * photographed printed prescription (e2e/support/prescription-prints.ts), crops it and times "Use
 * this photo" until the typed form shows the values read. BENCH_RUNS (default 5) runs, each in a
 * fresh browser context, so with an empty cache: the time includes loading the reader's chunk,
 * tesseract.js's worker, its WebAssembly core and the English data from the shop. One more read in
 * the last context shows the time with those files in the HTTP cache. Reports the bytes of each
 * file the reader loads (as sent, and uncompressed). Target: a cold read under 10 s. Figures are
 * printed and written to bench/results/; the exit code is 1 when the target is missed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { photographPrescription } from '../e2e/support/prescription-prints';
import { median, productPath, startShop, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3303);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_COLD_MS = 10_000;

interface Loaded {
  path: string;
  /**
   * Bytes on the wire: the body gzipped as the shop's server gzips scripts (level 6), or as it is
   * for the English data (already gzip). Chromium's own count misses a worker's requests' bodies.
   */
  sentBytes: number;
  rawBytes: number;
}

/** From the product page to the photo tab of the prescription step (single vision). */
async function openPhotoStep(page: Page, product: string): Promise<void> {
  await page.goto(`${origin}${product}`);
  await page.getByTestId('select-lenses').click();
  await page.locator('[data-testid="lens-option"][data-code="single_vision"]').click();
  await page.getByTestId('lens-next').click();
  await page.getByTestId('rx-mode-photo').click();
}

/** Milliseconds from "Use this photo" to the typed form filled in. */
async function readOnce(page: Page, photo: Buffer): Promise<number> {
  await page.getByTestId('rx-mode-photo').click();
  await page
    .getByTestId('rx-photo-input')
    .setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: photo });
  const use = page.getByTestId('rx-photo-use');
  await use.waitFor();
  const started = Date.now();
  await use.click();
  await page.getByTestId('rx-read-notice').waitFor({ timeout: 120_000 });
  const elapsed = Date.now() - started;
  const sphere = await page.getByTestId('rx-od_sph').inputValue();
  if (sphere !== '-2.25') throw new Error(`read the right sphere as ${sphere}, printed -2.25`);
  return elapsed;
}

function watchReader(context: BrowserContext, loaded: Loaded[]): void {
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    // the reader's own chunk is one of the build's; tesseract's files are under /ocr/
    if (!url.pathname.startsWith('/ocr/') && !url.pathname.startsWith('/_next/static/chunks/')) return;
    void request
      .response()
      .then((response) => response?.body())
      .then((body) => {
        const raw = body ?? Buffer.alloc(0);
        const sent = url.pathname.endsWith('.gz') ? raw.length : gzipSync(raw).length;
        loaded.push({ path: url.pathname, sentBytes: sent, rawBytes: raw.length });
      });
  });
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'oculo-bench-rx-reading-'));
  const server = await startShop(port, {
    DATA_DIR: path.join(folder, 'data'),
    SITE_URL: origin,
    DATABASE_URL: '',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const product = await productPath(origin);
    const print = await photographPrescription(browser, {
      layout: 'bordered-table',
      font: 'Liberation Sans',
      od: { sph: '-2.25', cyl: '-0.75', axis: '180' },
      os: { sph: '-1.75', cyl: '-0.50', axis: '175' },
      pd: '63',
    });
    // room around the form, so the cropper's first 80 % frame keeps all of it
    const photo = await sharp(print)
      .extend({ top: 160, bottom: 160, left: 160, right: 160, background: '#f4f1ea' })
      .jpeg({ quality: 85 })
      .toBuffer();

    const cold: number[] = [];
    let warm = 0;
    let readerFiles: Loaded[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openPhotoStep(page, product);
      await page.waitForLoadState('networkidle');
      const loaded: Loaded[] = [];
      watchReader(context, loaded);
      cold.push(await readOnce(page, photo));
      if (run === runs - 1) {
        await page.waitForTimeout(500);
        readerFiles = [...loaded];
        warm = await readOnce(page, photo);
      }
      await context.close();
    }
    const total = (key: 'sentBytes' | 'rawBytes') => readerFiles.reduce((sum, file) => sum + file[key], 0);
    const result = {
      at: new Date().toISOString(),
      runs: cold.length,
      coldMedianMs: Math.round(median(cold)),
      coldMs: cold,
      warmMs: warm,
      files: readerFiles.map((file) => ({ ...file })),
      totalSentBytes: total('sentBytes'),
      totalRawBytes: total('rawBytes'),
      targetColdMs: TARGET_COLD_MS,
    };
    console.log(JSON.stringify(result, null, 2));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      path.join('bench/results', 'prescription-reading.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    if (result.coldMedianMs >= TARGET_COLD_MS) {
      console.error(`A cold read took ${result.coldMedianMs} ms, over the ${TARGET_COLD_MS} ms target.`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stopShop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
