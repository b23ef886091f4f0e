import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { database, databaseHandle } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { queueDatabase, startJobQueue, type RunningJobs } from '@/lib/server/platform/jobs/job-queue';
import { FAILED_JOBS_QUEUE, type ShopJob } from '@/lib/server/platform/jobs/shop-job';
import { logger } from '@/lib/server/platform/logger';

// docs/scaling-out.md#job-queue: the shop's jobs run once per cluster, survive a restart, are
// retried with backoff and logged, and one that keeps failing is kept for inspection. On PostgreSQL
// (npm run test:api:pg) each "instance" below has its own pg-boss pool on the shared database, as
// two servers would; on the embedded default they share the one PGlite, as jobs run in-process.

/** The test database's address for pg-boss's own pool (PostgreSQL), or nothing (PGlite). */
async function queueOptions(instance: string) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { instance };
  const [row] = rowsOf<{ name: string }>(
    await (await database()).execute(sql`select current_database() as name`),
  );
  const url = new URL(admin);
  url.pathname = `/${row?.name ?? ''}`;
  return { url: url.toString(), instance };
}

async function startInstance(jobs: readonly ShopJob[], instance: string): Promise<RunningJobs> {
  return startJobQueue(await databaseHandle(), jobs, await queueOptions(instance));
}

async function until(what: string, check: () => boolean | Promise<boolean>, seconds = 20): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`waited ${seconds} s for ${what}`);
}

/** A pg-boss without workers on the same database: a process that queues work and dies. */
async function bareQueue(): Promise<PgBoss> {
  const boss = new PgBoss(queueDatabase(await databaseHandle(), await queueOptions('bare')));
  await boss.start();
  return boss;
}

const running: RunningJobs[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
});

it('runs a start-up job once, however many instances start together', async () => {
  let runs = 0;
  const job: ShopJob = {
    name: 'count-once',
    cron: '0 0 1 1 *',
    atStart: true,
    run: async () => {
      runs += 1;
    },
  };
  // A start-up run is one per clock minute: two starts either side of :00 would rightly run twice.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 61_000 - intoMinute));
  // PostgreSQL: two servers start at the same moment. The embedded database has one queue per
  // process; a second one is started after the first has made pg-boss's schema.
  if (process.env.TEST_DATABASE_URL) {
    // every instance that started is stopped after, even when the other failed (a queue left
    // running would poll on into the next test file of this worker)
    const started = await Promise.allSettled([startInstance([job], 'a'), startInstance([job], 'b')]);
    for (const outcome of started) if (outcome.status === 'fulfilled') running.push(outcome.value);
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
  } else {
    running.push(await startInstance([job], 'a'), await startInstance([job], 'b'));
  }
  await until('the first run', () => runs > 0);
  // both instances poll every 2 s: give the second every chance to run it again
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect(runs).toBe(1);
}, 60_000);

it('keeps queued work across a restart: a job queued before a crash runs after the start', async () => {
  const queued = await bareQueue();
  await queued.createQueue('after-restart', { name: 'after-restart', policy: 'stately' });
  await queued.send('after-restart', {});
  await queued.stop({ graceful: false, wait: true });

  let runs = 0;
  running.push(
    await startInstance(
      [{ name: 'after-restart', cron: '0 0 1 1 *', run: async () => void (runs += 1) }],
      'restarted',
    ),
  );
  await until('the queued job', () => runs === 1);
});

it('retries a failing job with backoff and logs each failure', async () => {
  const logged = jest.spyOn(logger, 'error');
  const attempts: number[] = [];
  const job: ShopJob = {
    name: 'fails-twice',
    cron: '0 0 1 1 *',
    atStart: true,
    retry: { retryLimit: 3, retryDelay: 1 },
    run: async () => {
      attempts.push(Date.now());
      if (attempts.length < 3) throw new Error(`try ${attempts.length} failed`);
    },
  };
  running.push(await startInstance([job], 'retrying'));
  await until('the third try', () => attempts.length === 3, 30);
  const [first = 0, second = 0, third = 0] = attempts;
  // Each try waits its delay: 1 s, then at least 2 s with the backoff. Workers poll every 2 s, so
  // the waits seen are rounded up to polls and can come out equal (4,006 and 4,000 ms in one CI
  // run): the backoff itself is read from the job as pg-boss stored it.
  expect(second - first).toBeGreaterThanOrEqual(900);
  expect(third - second).toBeGreaterThanOrEqual(1900);
  const [stored] = rowsOf<{ backoff: boolean; delay: number }>(
    await (
      await database()
    ).execute(
      sql`select retry_backoff as "backoff", retry_delay as "delay" from pgboss.job where name = 'fails-twice' limit 1`,
    ),
  );
  expect(stored).toEqual({ backoff: true, delay: 1 });
  const failures = logged.mock.calls.filter(([, message]) => String(message).startsWith('a job failed'));
  expect(failures.map(([fields]) => (fields as { job: string }).job)).toEqual(['fails-twice', 'fails-twice']);
  logged.mockRestore();
});

it('keeps a job that never succeeds in failed-jobs for inspection', async () => {
  const job: ShopJob = {
    name: 'always-fails',
    cron: '0 0 1 1 *',
    atStart: true,
    retry: { retryLimit: 1, retryDelay: 1 },
    run: async () => {
      throw new Error('the mail server refuses');
    },
  };
  const jobs = await startInstance([job], 'failing');
  running.push(jobs);
  const kept = async () => (await jobs.boss.fetch(FAILED_JOBS_QUEUE))?.[0] ?? null;
  let failed: Awaited<ReturnType<typeof kept>> = null;
  await until('the job in failed-jobs', async () => (failed = await kept()) !== null, 30);
  expect(failed).toMatchObject({ name: FAILED_JOBS_QUEUE });
  // the original stays too, marked failed with its last error, after its one retry
  const [original] = rowsOf<{ state: string; retryCount: number; output: { message?: string } }>(
    await (
      await database()
    ).execute(
      sql`select state, retry_count as "retryCount", output from pgboss.job where name = 'always-fails'`,
    ),
  );
  expect(original).toMatchObject({
    state: 'failed',
    retryCount: 1,
    output: { message: 'the mail server refuses' },
  });
});
