/**
 * Diagnosis, not a target: what keeps a page's main thread busy while it loads, task by task, with
 * the code each long task ran (the home page's blocking time). Lighthouse estimates a phone from a
 * load at full speed, multiplying each task's time by 4: a task of 12.5 ms here counts as the 50 ms
 * that starts blocking a tap, so those are the tasks listed.
 *
 *   OCULO_BROWSER_SOURCE_MAPS=1 npm run build && npm run bench:main-thread [path …]
 *
 * The build's source maps (next.config.ts writes them when OCULO_BROWSER_SOURCE_MAPS=1) turn the
 * minified frames into files and functions; without them the chunk names are shown. The build is
 * served by scripts/serve.mjs on BENCH_PORT (default 3300) with its own embedded database, and
 * Chromium (CHROMIUM_PATH) loads each path (default: /, /eyeglasses and a product page) BENCH_RUNS times
 * (default 3) on a phone's screen, tracing with the JavaScript sampler on.
 *
 * Printed per path: every run's sum over 12.5 ms (the figure that moves Lighthouse's blocking
 * time), then the tasks of the run with the median sum, each with the browser's work in it by self
 * time (parsing, style, layout, script) and the frames most of its samples were under
 * (BENCH_FRAMES, default 8; BENCH_SHOP_FRAMES=1 keeps the shop's own files only).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { productPath, startShop, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const framesShown = Number(process.env.BENCH_FRAMES ?? 8);
const shopFramesOnly = process.env.BENCH_SHOP_FRAMES === '1';
/** Lighthouse's 50 ms long task at its 4 × CPU slowdown. */
const LONG_TASK_MS = 12.5;
const CHUNKS = path.join('.next', 'static', 'chunks');

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    data?: {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  /** The trace leaves out what a native frame has not: its address and position. */
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

interface LongTask {
  atMs: number;
  durationMs: number;
  /** The browser's own record of the work (ParseHTML, UpdateLayoutTree, Layout, FunctionCall, …), self time. */
  work: { name: string; ms: number }[];
  frames: { share: number; frame: string }[];
}

/**
 * Self time per trace event name inside one task: a native task (parsing, style, layout, paint)
 * has no JavaScript samples, and this says which it was.
 */
function workIn(task: TraceEvent, events: readonly TraceEvent[]): { name: string; ms: number }[] {
  const end = task.ts + (task.dur ?? 0);
  const inside = events
    .filter((event) => event.ph === 'X' && event !== task && event.tid === task.tid && event.pid === task.pid)
    .filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const event of inside) {
    while (open.length > 0 && (open.at(-1)?.ts ?? 0) + (open.at(-1)?.dur ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0));
    open.push(event);
  }
  return [...self]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .filter((entry) => entry.ms >= 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4);
}

const sourceMaps = new Map<string, TraceMap | null>();

/** The chunk's source map, named by its sourceMappingURL comment (maps are hash-named). */
function sourceMapOf(chunk: string): TraceMap | null {
  if (!sourceMaps.has(chunk)) {
    const file = path.join(CHUNKS, chunk);
    const mapName = existsSync(file)
      ? /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8').slice(-300))?.[1]
      : undefined;
    const mapFile = mapName ? path.join(CHUNKS, mapName) : undefined;
    sourceMaps.set(
      chunk,
      mapFile && existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null,
    );
  }
  return sourceMaps.get(chunk) ?? null;
}

/** "function file:line", through the source map when the build has one. */
function frameName({
  functionName,
  url = '',
  lineNumber = 0,
  columnNumber = 0,
}: ProfileNode['callFrame']): string {
  const chunk = url.includes('/_next/static/chunks/') ? url.split('/').pop() : undefined;
  const map = chunk ? sourceMapOf(chunk) : null;
  if (!map) return `${functionName || '(anonymous)'} ${url.split('/').pop() || '(native)'}`;
  const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
  const source = (original.source ?? chunk ?? '')
    .replace(/^.*\/node_modules\//, 'node_modules/')
    .replace(/^turbopack:\/\/\/\[project\]\//, '');
  return `${original.name ?? (functionName || '(anonymous)')} ${source}:${original.line ?? '?'}`;
}

const isShopFrame = (frame: string) => / (app|components|lib)\//.test(frame);

/** One load's main-thread tasks of 12.5 ms or more, with the frames their samples were under. */
async function traceLoad(browser: Browser, url: string): Promise<LongTask[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-v8.cpu_profiler',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    // the start-up calls, prefetches and effects that follow the load
    await page.waitForTimeout(2500);
    await cdp.send('Tracing.end');
    await complete;
    return longTasks(events);
  } finally {
    await context.close();
  }
}

function longTasks(events: TraceEvent[]): LongTask[] {
  const firstParse = events.find((event) => event.name === 'ParseHTML');
  if (!firstParse) throw new Error('the trace holds no HTML parsing: did the page load?');
  const { pid, tid, ts: start } = firstParse;
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') clock = event.args?.data?.startTime ?? clock;
    if (event.name !== 'ProfileChunk') continue;
    const profile = event.args?.data?.cpuProfile;
    for (const node of profile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args?.data?.timeDeltas ?? [];
    (profile?.samples ?? []).forEach((node, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  const names = new Map<number, string>();
  const nameOf = (id: number) => {
    let name = names.get(id);
    if (name === undefined) {
      const node = nodes.get(id);
      name = node ? frameName(node.callFrame) : '(unknown)';
      names.set(id, name);
    }
    return name;
  };
  return events
    .filter((event) => event.name === 'RunTask' && event.pid === pid && event.tid === tid)
    .filter((task) => (task.dur ?? 0) / 1000 >= LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const under = new Map<string, number>();
      let count = 0;
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts > end) continue;
        count++;
        const seen = new Set<string>();
        for (let id: number | undefined = sample.node; id !== undefined; id = nodes.get(id)?.parent) {
          const name = nameOf(id);
          if (seen.has(name)) continue;
          seen.add(name);
          under.set(name, (under.get(name) ?? 0) + 1);
        }
      }
      const frames = [...under]
        .filter(([frame]) => !/^\((root|program|idle)\)/.test(frame))
        .filter(([frame]) => !shopFramesOnly || isShopFrame(frame))
        .sort((a, b) => b[1] - a[1])
        .slice(0, framesShown)
        .map(([frame, hits]) => ({ share: hits / Math.max(count, 1), frame }));
      return {
        atMs: (task.ts - start) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        work: workIn(task, events),
        frames,
      };
    });
}

const overLongTask = (tasks: LongTask[]) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0);

async function main(): Promise<void> {
  if (!existsSync(CHUNKS)) throw new Error('no build: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-bench-main-thread-'));
  const server = await startShop(port, { DATA_DIR: dataDir, SITE_URL: origin, DATABASE_URL: '' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const paths =
      process.argv.slice(2).length > 0
        ? process.argv.slice(2)
        : ['/', '/eyeglasses', await productPath(origin)];
    for (const pagePath of paths) {
      // cached after its first render: measure what a later visitor gets
      await (await fetch(`${origin}${pagePath}`)).arrayBuffer();
      const loads: LongTask[][] = [];
      for (let run = 0; run < runs; run++) loads.push(await traceLoad(browser, `${origin}${pagePath}`));
      loads.sort((a, b) => overLongTask(a) - overLongTask(b));
      const median = loads[Math.floor(loads.length / 2)] ?? [];
      console.log(
        `\n${pagePath}: time over ${LONG_TASK_MS} ms per run ${loads.map((load) => overLongTask(load).toFixed(0)).join(', ')} ms` +
          ` (× 4 ≈ Lighthouse's blocking time); the median run's long tasks:`,
      );
      for (const task of median) {
        const work = task.work.map(({ name, ms }) => `${name} ${ms.toFixed(1)}`).join(', ');
        console.log(`  at ${task.atMs.toFixed(0)} ms: ${task.durationMs.toFixed(1)} ms (${work})`);
        for (const { share, frame } of task.frames)
          console.log(`    ${String(Math.round(share * 100)).padStart(3)} %  ${frame}`);
      }
    }
  } finally {
    await browser.close();
    await stopShop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
