/**
 * Benchmark: what large request bodies cost the server's memory (docs/security.md#session-before-body).
 *
 *   npm run build && npm run bench:body-memory
 *
 * An attack test posted ten 30 MB bodies at once to POST /api/order/afterSales without a token: the
 * server read, buffered and parsed each before it looked for a session, and went from 391 MB to
 * 910 MB of resident memory while /api/health took 1.9 s. This serves the production build
 * (scripts/serve.mjs with the shop's Node flags) with its embedded database in a fresh DATA_DIR,
 * warms the call up with small anonymous posts, then:
 *
 * 1. samples the server's resident memory (VmRSS of the process and its children) idle for 3 s;
 * 2. sends BENCH_BODIES (10) anonymous multipart posts of BENCH_BODY_MB (30) MB each at once, each
 *    sending its whole body whatever the server answers, while /api/health is asked every 100 ms;
 * 3. sends the same number of guest prescription photos of 9 MB at once to POST /api/process/upload
 *    (a public upload: read, parsed as it streams and refused as no image), as a figure for the
 *    bodies the shop does read. No target: each is held once, as the call's own limit allows.
 *
 * Target: during (2) the peak stays within 50 MB of the idle figure, every post answers code 3, and
 * no /api/health answer takes over 500 ms. Figures are printed and written to bench/results/; exit
 * code 1 when a target is missed. Knobs: BENCH_PORT (3470), BENCH_BODIES, BENCH_BODY_MB.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { benchDeviceId } from './support/cart-seed';
import { sampleUsage } from './support/process-usage';
import { median, percentile, startShop, stopShop } from './support/shop-server';

const port = Number(process.env.BENCH_PORT ?? 3470);
const bodies = Number(process.env.BENCH_BODIES ?? 10);
const bodyMiB = Number(process.env.BENCH_BODY_MB ?? 30);
const TARGET_GROWTH_MIB = 50;
const TARGET_HEALTH_MS = 500;
const BOUNDARY = 'bench-body-memory';
const CHUNK = randomBytes(1024 * 1024);

interface Post {
  status: number;
  code: number | null;
  answeredMs: number;
  /** When the client had sent its whole body (or the server closed the connection). */
  sentMs: number;
  sentBytes: number;
  error?: string;
}

/**
 * POSTs a multipart body of `mib` MiB (one file part) to `path`, sending all of it at the pace the
 * server takes it, and answers the envelope's code and when the answer and the end of sending came.
 */
function postLarge(pathname: string, mib: number, headers: Record<string, string> = {}): Promise<Post> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const length = head.length + mib * CHUNK.length + tail.length;
  const started = performance.now();
  return new Promise((resolve) => {
    const outcome: Post = { status: 0, code: null, answeredMs: 0, sentMs: 0, sentBytes: 0 };
    let settled = 0;
    const settle = () => {
      if (++settled === 2) resolve(outcome);
    };
    const sent = () => {
      if (outcome.sentMs) return;
      outcome.sentMs = performance.now() - started;
      settle();
    };
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(length),
        },
      },
      (response) => {
        outcome.status = response.statusCode ?? 0;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          outcome.answeredMs = performance.now() - started;
          try {
            outcome.code = (JSON.parse(Buffer.concat(parts).toString()) as { code: number }).code;
          } catch {
            outcome.code = null;
          }
          settle();
        });
      },
    );
    req.on('close', sent);
    req.on('error', (error) => {
      outcome.error = error.message;
      if (!outcome.answeredMs) {
        outcome.answeredMs = performance.now() - started;
        settle();
      }
      sent();
    });
    const write = async () => {
      const pieces = [head, ...Array.from({ length: mib }, () => CHUNK), tail];
      for (const piece of pieces) {
        if (req.destroyed) break;
        outcome.sentBytes += piece.length;
        // a connection the server closed drains no more
        if (!req.write(piece)) await new Promise((next) => req.once('drain', next).once('close', next));
      }
      req.end(sent);
    };
    void write();
  });
}

/** Asks /api/health every 100 ms until stopped; answers each wait in ms. */
function healthProbe(): { stop(): Promise<number[]> } {
  const waits: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.text());
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return waits.sort((a, b) => a - b);
    },
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

async function measure(serverPid: number, label: string, send: () => Promise<Post[]>) {
  const idle = sampleUsage(serverPid, 100);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleUsage = idle.stop();
  const usage = sampleUsage(serverPid, 100);
  const probe = healthProbe();
  const posts = await send();
  // what the server does once the bodies are in (collection) still counts
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const health = await probe.stop();
  const during = usage.stop();
  const figures = {
    label,
    idleMiB: round(idleUsage.peakMiB),
    peakMiB: round(during.peakMiB),
    growthMiB: round(during.peakMiB - idleUsage.peakMiB),
    cores: during.cores,
    codes: posts.map((post) => post.code),
    statuses: posts.map((post) => post.status),
    errors: posts.flatMap((post) => (post.error ? [post.error] : [])),
    answerMsMedian: Math.round(median(posts.map((post) => post.answeredMs))),
    sentMsMedian: Math.round(median(posts.map((post) => post.sentMs))),
    healthMsMedian: round(median(health)),
    healthMsMax: round(health.at(-1) ?? NaN),
    healthMsP95: round(percentile(health, 95)),
    healthAnswers: health.length,
  };
  console.log(
    `${label}: idle ${figures.idleMiB} MiB, peak ${figures.peakMiB} MiB (+${figures.growthMiB}), ` +
      `answers ${figures.answerMsMedian} ms (median; bodies sent in ${figures.sentMsMedian} ms), codes ${[...new Set(figures.codes)].join(', ')}, ` +
      `/api/health median ${figures.healthMsMedian} ms, p95 ${figures.healthMsP95}, max ${figures.healthMsMax} (${figures.healthAnswers} asked)` +
      (figures.errors.length ? `, ${figures.errors.length} client errors (${figures.errors[0]})` : ''),
  );
  return figures;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-body-memory-'));
  const server = await startShop(port, { DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}` });
  const serverPid = server.pid ?? 0;
  try {
    // load the route and its modules, so the idle figure is the server with them loaded
    for (let i = 0; i < 5; i += 1) await postLarge('/api/order/afterSales', 1);
    for (let i = 0; i < 2; i += 1) await postLarge('/api/process/upload', 1);

    const anonymous = await measure(
      serverPid,
      `${bodies} anonymous ${bodyMiB} MB posts to /api/order/afterSales`,
      () => Promise.all(Array.from({ length: bodies }, () => postLarge('/api/order/afterSales', bodyMiB))),
    );
    const guests = await measure(serverPid, `${bodies} guest 9 MB photos to /api/process/upload (read)`, () =>
      Promise.all(
        // 9 MiB: under the photo's 10 MB, so each is read whole and refused as no image
        Array.from({ length: bodies }, () =>
          postLarge('/api/process/upload', 9, { 'x-device-id': benchDeviceId() }),
        ),
      ),
    );

    const missed: string[] = [];
    if (anonymous.growthMiB > TARGET_GROWTH_MIB)
      missed.push(`RSS grew ${anonymous.growthMiB} MiB (target ≤ ${TARGET_GROWTH_MIB})`);
    if (anonymous.codes.some((code) => code !== 3))
      missed.push(`codes ${anonymous.codes.join(', ')} (target: all 3)`);
    if (anonymous.healthMsMax > TARGET_HEALTH_MS)
      missed.push(`/api/health took up to ${anonymous.healthMsMax} ms (target ≤ ${TARGET_HEALTH_MS})`);

    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/body-memory-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify({ anonymous, guests, missed }, null, 2));
    console.log(missed.length ? `Missed: ${missed.join('; ')}` : 'Every target met.', `(${file})`);
    process.exitCode = missed.length ? 1 : 0;
  } finally {
    await stopShop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
