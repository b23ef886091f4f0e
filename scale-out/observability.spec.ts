import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';

// docs/operating.md#metrics and #traces on the cluster of stack.ts: each instance answers
// /metrics to the token only and reports its own counts; instance A sends its traces to the
// suite's OTLP receiver, B (no endpoint set) sends none.

const A = process.env.SCALE_A ?? '';
const B = process.env.SCALE_B ?? '';
const TOKEN = process.env.SCALE_METRICS_TOKEN ?? '';
const OTLP = process.env.SCALE_OTLP ?? '';

async function metricsOf(base: string): Promise<string> {
  const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(answer.status, `/metrics on ${base}`).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  return answer.text();
}

/** The sum of a metric's samples whose labels include `labels` (0 when none is there yet). */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) sum += Number(match[3] ?? 0);
  }
  return sum;
}

const health = { route: '/api/health', method: 'GET', status: '200' };
const fromAddress = () => ({ 'x-forwarded-for': `198.51.100.${1 + (randomBytes(1).readUInt8(0) % 250)}` });

test('/metrics answers only to the token', async () => {
  expect((await fetch(`${A}/metrics`)).status).toBe(401);
  const wrong = await fetch(`${A}/metrics`, { headers: { authorization: 'Bearer not-the-metrics-token' } });
  expect(wrong.status).toBe(401);
  expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
});

test('each instance counts its own requests, by route and status, with their latency', async () => {
  const [beforeA, beforeB] = await Promise.all([metricsOf(A), metricsOf(B)]);
  for (let i = 0; i < 3; i++) expect((await fetch(`${A}/api/health`)).status).toBe(200);
  // an answer is counted when its connection is done with it, which may come a moment after the
  // client read it: the count is read until it has all three (and never more)
  const countedOnA = async () => {
    const metrics = await metricsOf(A);
    return [
      sampleOf(metrics, 'oculo_http_requests_total', health),
      sampleOf(metrics, 'oculo_http_request_duration_seconds_count', { route: '/api/health' }),
    ];
  };
  await expect
    .poll(countedOnA)
    .toEqual([
      sampleOf(beforeA, 'oculo_http_requests_total', health) + 3,
      sampleOf(beforeA, 'oculo_http_request_duration_seconds_count', { route: '/api/health' }) + 3,
    ]);
  const afterB = await metricsOf(B);
  expect(sampleOf(afterB, 'oculo_http_requests_total', health)).toBe(
    sampleOf(beforeB, 'oculo_http_requests_total', health),
  );
  // an address no route has is counted as one line, not one per address
  await fetch(`${A}/no-such-page-${randomBytes(4).toString('hex')}`);
  await expect
    .poll(async () =>
      sampleOf(await metricsOf(A), 'oculo_http_requests_total', { route: '(other)', status: '404' }),
    )
    .toBeGreaterThan(0);
  expect(await metricsOf(A)).not.toContain('no-such-page');
});

test('the page cache, the pool, the queue, the outbox and the process are reported', async () => {
  const before = await metricsOf(A);
  for (let i = 0; i < 2; i++) expect((await fetch(`${A}/`)).status).toBe(200);
  const after = await metricsOf(A);
  expect(sampleOf(after, 'oculo_page_cache_lookups_total')).toBeGreaterThan(
    sampleOf(before, 'oculo_page_cache_lookups_total'),
  );
  expect(sampleOf(after, 'oculo_page_cache_lookups_total', { result: 'hit' })).toBeGreaterThan(0);
  expect(sampleOf(after, 'oculo_db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
  expect(sampleOf(after, 'oculo_db_pool_wait_seconds_count')).toBeGreaterThan(0);
  expect(after).toMatch(/^oculo_job_queue_waiting\{queue="failed-jobs"\} \d+$/m);
  expect(after).toMatch(/^oculo_mail_outbox\{state="waiting"\} \d+$/m);
  expect(after).toMatch(/^oculo_mail_outbox\{state="failed"\} \d+$/m);
  expect(sampleOf(after, 'oculo_process_resident_memory_bytes')).toBeGreaterThan(50 * 1024 * 1024);
  expect(after).toMatch(/^oculo_nodejs_eventloop_lag_p99_seconds \S+$/m);
});

test('wrong passwords and the limit they reach are counted', async () => {
  const before = await metricsOf(A);
  const email = `metrics-${randomBytes(4).toString('hex')}@example.com`;
  const address = fromAddress();
  let last = 0;
  for (let i = 0; i < 11; i++) {
    const answer = await fetch(`${A}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...address },
      body: JSON.stringify({ email, password: 'wrong-password-1' }),
    });
    last = ((await answer.json()) as { code: number }).code;
  }
  expect(last).toBe(429);
  const after = await metricsOf(A);
  expect(sampleOf(after, 'oculo_sign_in_failures_total', { scope: 'login' })).toBeGreaterThanOrEqual(
    sampleOf(before, 'oculo_sign_in_failures_total', { scope: 'login' }) + 10,
  );
  expect(sampleOf(after, 'oculo_rate_limits_hit_total')).toBeGreaterThan(
    sampleOf(before, 'oculo_rate_limits_hit_total'),
  );
});

test('A sends its spans to the collector: requests, PostgreSQL queries and jobs; B sends none', async () => {
  // A job runs on whichever instance takes it first, and B took every one for minutes in some runs:
  // B is paused (SIGSTOP) until a minute's jobs have run on A, then goes on where it stopped.
  test.setTimeout(150_000);
  const paused = Number(process.env.SCALE_B_PID);
  if (!paused) throw new Error('the stack did not name B’s process');
  process.kill(paused, 'SIGSTOP');
  try {
    await fetch(`${A}/api/health`);
    await fetch(`${A}/`);
    let spans: { service: string; name: string }[] = [];
    await expect
      .poll(
        async () => {
          spans = (await (await fetch(`${OTLP}/spans`)).json()) as typeof spans;
          const names = spans.filter((span) => span.service === 'oculo-a').map((span) => span.name);
          return {
            request: names.some((name) => /^(GET|POST) /.test(name)),
            query: names.some((name) => name.startsWith('pg.query')),
            job: names.some((name) => name.startsWith('job ')),
          };
        },
        { timeout: 130_000, intervals: [500] },
      )
      .toEqual({ request: true, query: true, job: true });
    expect(new Set(spans.map((span) => span.service))).toEqual(new Set(['oculo-a']));
  } finally {
    process.kill(paused, 'SIGCONT');
  }
});
