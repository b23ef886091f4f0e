/**
 * Benchmark: a PD measured from the camera on the device (docs/product.md#pd-measure), in headless
 * Chromium on this machine.
 *
 *   npm run build && npm run bench:pd-measure
 *
 * Serves the build (scripts/serve.mjs on BENCH_PORT, default 3304, its own embedded database in a
 * temporary folder) and opens its home page in this machine's Chromium with a fake camera playing a
 * 640 × 480 video of a sitter holding still (one facing demo photo drifting a few pixels and ±2 % in
 * size, e2e/support/pd-pictures.ts). The page gets the face landmarks module and the PD's rules
 * (bundled and minified as their lazily loaded chunk would be, bench/support/pd-measure-entry.ts),
 * asks for the camera and reads each new video frame, giving every face sample so far to
 * `measurePd`, until it answers with a PD. BENCH_RUNS (default 3) runs, each in a fresh browser
 * context (an empty HTTP cache: Human, its networks and WebAssembly load from the shop each time).
 * Reports:
 * - the time from getUserMedia to the PD, median of the runs; target: under 10 s;
 * - each frame's detection time on the 640 px frames, after each run's first (which compiles the
 *   networks): median and p95; target: median ≤ 60 ms;
 * - the bytes loaded: the script, the networks and the WebAssembly;
 * - the PD, its uncertainty and the frames read and used.
 * Run it on a quiet machine: detection time is CPU time. Figures are printed and written to
 * bench/results/; the exit code is 1 when a target is missed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchWithFakeCamera } from '../e2e/support/chromium';
import { pageScript } from '../e2e/support/face-landmarks-page';
import { FACING_PHOTOS, writeY4mVideo } from '../e2e/support/face-pictures';
import { steadyFaceFrames } from '../e2e/support/pd-pictures';
import { LANDMARKS_MEASURE } from '../lib/client/face-landmarks';
import type { PdMeasurement, PdShortfall } from '../lib/shop/pd-measure';
import { median, percentile, startShop, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3304);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_PD_MS = 10_000;
const TARGET_DETECTION_MEDIAN_MS = 60;
/** A run that has no PD after this long has failed. */
const GIVE_UP_MS = 60_000;
const VIDEO = { width: 640, height: 480 } as const;

interface RunResult {
  pdMs: number;
  framesRead: number;
  durations: number[];
  result: PdMeasurement | PdShortfall;
}

const kb = (bytes: number) => Math.round(bytes / 1024);

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'oculo-bench-pd-measure-'));
  const video = path.join(folder, 'sitter.y4m');
  // the most frontal facing photo, a little closer than its crop so its irises are some 22 px
  // across at 640 px (the quality gate asks 18): four seconds at 15 frames a second, in a loop
  const frames = await steadyFaceFrames(FACING_PHOTOS[2], 60, VIDEO, 1.25);
  writeY4mVideo(video, frames.rgb, VIDEO);
  const script = await pageScript('bench/support/pd-measure-entry.ts');
  const server = await startShop(port, {
    DATA_DIR: path.join(folder, 'data'),
    SITE_URL: origin,
    DATABASE_URL: '',
  });
  const browser = await launchWithFakeCamera(video);
  try {
    const measured: RunResult[] = [];
    const loaded: { url: string; bytes: number }[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ permissions: ['camera'] });
      const page = await context.newPage();
      if (run === 0)
        page.on('response', async (response) => {
          if (!/\/face\/(models|wasm)\//.test(response.url())) return;
          loaded.push({ url: response.url(), bytes: (await response.body()).length });
        });
      await page.goto(origin);
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ content: script });
      measured.push(
        await page.evaluate(
          async ({ name, giveUpMs, width, height }) => {
            const { oculoFaceLandmarks, oculoMeasurePd } = window as unknown as PdBenchWindow;
            performance.clearMeasures(name);
            const started = performance.now();
            const stream = await navigator.mediaDevices.getUserMedia({ video: { width, height } });
            const camera = document.createElement('video');
            camera.muted = true;
            camera.playsInline = true;
            camera.srcObject = stream;
            await camera.play();
            const samples: Parameters<typeof oculoMeasurePd>[0][number][] = [];
            let framesRead = 0;
            let result: ReturnType<typeof oculoMeasurePd> = {
              ok: false,
              samplesPassed: 0,
              needed: 30,
              mostFailed: null,
            };
            while (!result.ok && performance.now() - started < giveUpMs) {
              await new Promise((resolve) => camera.requestVideoFrameCallback(resolve));
              const reading = await oculoFaceLandmarks.readFace(camera, { atMs: camera.currentTime * 1000 });
              framesRead += 1;
              if (reading.kind !== 'face') continue;
              samples.push(reading.sample);
              result = oculoMeasurePd(samples);
            }
            const pdMs = performance.now() - started;
            stream.getTracks().forEach((track) => track.stop());
            return {
              pdMs,
              framesRead,
              result,
              durations: performance.getEntriesByName(name).map((entry) => entry.duration),
            };
          },
          { name: LANDMARKS_MEASURE, giveUpMs: GIVE_UP_MS, ...VIDEO },
        ),
      );
      await context.close();
    }

    const detections = measured.flatMap((run) => run.durations.slice(1)).sort((a, b) => a - b);
    const bytesOf = (pattern: RegExp) =>
      loaded.filter((file) => pattern.test(file.url)).reduce((sum, file) => sum + file.bytes, 0);
    const summary = {
      at: new Date().toISOString(),
      runs: measured.map((run) => ({
        pdMs: Math.round(run.pdMs),
        framesRead: run.framesRead,
        ...(run.result.ok
          ? {
              pdMm: Math.round(run.result.singleMm * 10) / 10,
              uncertaintyMm: Math.round(run.result.uncertaintyMm * 10) / 10,
              framesUsed: run.result.samplesUsed,
            }
          : { noPd: run.result }),
      })),
      pdMedianMs: Math.round(median(measured.map((run) => run.pdMs))),
      detections: detections.length,
      detectionMedianMs: Math.round(percentile(detections, 50)),
      detectionP95Ms: Math.round(percentile(detections, 95)),
      frame: `${VIDEO.width} × ${VIDEO.height}`,
      loadedKb: {
        script: kb(Buffer.byteLength(script)),
        models: kb(bytesOf(/\/face\/models\//)),
        wasm: kb(bytesOf(/\.wasm$/)),
      },
      targets: { pdMs: TARGET_PD_MS, detectionMedianMs: TARGET_DETECTION_MEDIAN_MS },
    };
    console.log(JSON.stringify(summary, null, 2));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(path.join('bench/results', 'pd-measure.json'), `${JSON.stringify(summary, null, 2)}\n`);
    if (measured.some((run) => !run.result.ok)) {
      console.error('A run gave no PD.');
      process.exitCode = 1;
    }
    if (summary.pdMedianMs > TARGET_PD_MS) {
      console.error(`The PD took ${summary.pdMedianMs} ms (median), over the ${TARGET_PD_MS} ms target.`);
      process.exitCode = 1;
    }
    if (summary.detectionMedianMs > TARGET_DETECTION_MEDIAN_MS) {
      console.error(
        `Median detection ${summary.detectionMedianMs} ms misses the ${TARGET_DETECTION_MEDIAN_MS} ms target.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await stopShop(server);
    rmSync(folder, { recursive: true, force: true });
  }
}

interface PdBenchWindow {
  oculoFaceLandmarks: typeof import('../lib/client/face-landmarks');
  oculoMeasurePd: typeof import('../lib/shop/pd-measure').measurePd;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
