import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '@/lib/server/platform/db';
import { logger } from '../logger';
import { inSpan, shopCounter, shopGauge } from '../telemetry';
import { embeddedQueueDatabase } from './embedded-adapter';
import { FAILED_JOBS_KEPT_DAYS, FAILED_JOBS_QUEUE, RETRY, RUN_LIMIT_SECONDS, type ShopJob } from './shop-job';

/** The advisory lock (PostgreSQL) under which an instance sets up the queues. */
const JOB_SETUP_LOCK = 0x10b5;

/**
 * Where pg-boss keeps its queue: PostgreSQL through a small pool of its own (it needs the URL), or
 * the embedded database through drizzle's PGlite client, the same database in this process.
 */
export function queueDatabase(
  handle: DatabaseHandle,
  options: JobQueueOptions = {},
): PgBoss.ConstructorOptions {
  return handle.driver === 'postgres' && options.url
    ? { connectionString: options.url, max: 3, application_name: options.instance ?? 'oculo-jobs' }
    : { db: embeddedQueueDatabase((handle.db as unknown as { $client: PGlite }).$client) };
}

/** PostgreSQL's "deadlock detected": one side's statement was cancelled and may simply run again. */
const DEADLOCK = '40P01';
const SETUP_ATTEMPTS = 3;

/**
 * Runs `work` again when PostgreSQL cancels it to break a deadlock. The setup is serialised between
 * instances, but another instance's pg-boss already runs its own maintenance beside it, and
 * PostgreSQL then cancelled a queue's creation (seen in CI on job-queue.test.ts). The setup asks
 * before it makes anything, so running it again is safe.
 */
export async function retriedOnDeadlock<T>(work: () => Promise<T>, attempts = SETUP_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK || attempt >= attempts) throw error;
      logger.warn({ err: error, attempt }, 'job queue setup deadlocked; trying again');
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Makes each job's queue, or brings its settings up to date, and its schedule. */
async function setUpQueues(boss: PgBoss, jobs: readonly ShopJob[]): Promise<void> {
  if (!(await boss.getQueue(FAILED_JOBS_QUEUE))) {
    await boss.createQueue(FAILED_JOBS_QUEUE, {
      name: FAILED_JOBS_QUEUE,
      policy: 'standard',
      retentionDays: FAILED_JOBS_KEPT_DAYS,
    });
  }
  for (const job of jobs) {
    const settings = {
      name: job.name,
      policy: 'stately' as const,
      ...RETRY,
      ...job.retry,
      expireInSeconds: job.runLimitSeconds ?? RUN_LIMIT_SECONDS,
      deadLetter: FAILED_JOBS_QUEUE,
    };
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, settings);
    else await boss.createQueue(job.name, settings);
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
}

const jobFailures = shopCounter('oculo_job_failures_total', 'Job runs that failed (each try counts)', [
  'job',
]);

/** Runs the job in its span and logs a failure before pg-boss schedules its retry. */
function worker(job: ShopJob): PgBoss.WorkHandler<object> {
  return async ([run]) => {
    const started = Date.now();
    try {
      await inSpan(`job ${job.name}`, { 'oculo.job': job.name }, () => job.run());
      logger.debug({ job: job.name, ms: Date.now() - started }, 'job done');
    } catch (error) {
      logger.error(
        { err: error, job: job.name, id: run?.id, ms: Date.now() - started },
        'a job failed; it will be retried, then kept in failed-jobs',
      );
      jobFailures.add({ job: job.name });
      throw error;
    }
  };
}

/**
 * The runs waiting in each queue, read when /metrics is asked (docs/operating.md#metrics);
 * failed-jobs holds the runs that failed every try.
 */
function watchQueues(boss: PgBoss, jobs: readonly ShopJob[]): void {
  const queues = [...jobs.map((job) => job.name), FAILED_JOBS_QUEUE];
  shopGauge('oculo_job_queue_waiting', 'Job runs waiting in each queue', ['queue'], () =>
    Promise.all(queues.map(async (queue) => [{ queue }, await boss.getQueueSize(queue)] as const)),
  );
}

/** How often an idle worker asks the queue for work. */
const POLL_SECONDS = 2;

export interface JobQueueOptions {
  /** PostgreSQL: the shop's DATABASE_URL (pg-boss keeps a small pool of its own). */
  url?: string;
  /** A name for this instance in the logs and pg_stat_activity. */
  instance?: string;
}

export interface RunningJobs {
  /** Queues one run of the job now (several asks within a minute run it once). */
  runSoon(name: string): Promise<void>;
  /** Stops taking work, lets running jobs finish (up to 10 s) and closes the queue. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

/**
 * The shop's jobs on pg-boss (docs/scaling-out.md#job-queue), chosen over graphile-worker because
 * it runs on Node 20 (graphile-worker 0.18 needs Node 22.18), keeps cron schedules in the database
 * and fires each tick once per cluster, retries with backoff, and keeps failed jobs in its tables;
 * and because it accepts any SQL executor, the embedded PGlite default uses the very same queue.
 *
 * Every queue is "stately": at most one run waiting and one running, so a cron tick and a
 * start-up run that meet, or two instances starting together, do the work once.
 */
export async function startJobQueue(
  handle: DatabaseHandle,
  jobs: readonly ShopJob[],
  options: JobQueueOptions = {},
): Promise<RunningJobs> {
  const boss = new PgBoss(queueDatabase(handle, options));
  boss.on('error', (error) => logger.error({ err: error }, 'the job queue failed'));
  await boss.start();
  try {
    // Two instances making the same queues at once deadlock inside pg-boss (seen on PostgreSQL in
    // job-queue.test.ts): the queues and schedules are set up by one instance at a time.
    await handle.withAdvisoryLock(JOB_SETUP_LOCK, () => retriedOnDeadlock(() => setUpQueues(boss, jobs)));
    for (const job of jobs) await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, worker(job));
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    throw error;
  }

  const runSoon = async (name: string) => {
    // One run per clock minute however many ask: instances starting together catch up once. No
    // key, so the stately queue also counts it with the cron's runs (one waiting, one running).
    await boss.send(name, {}, { singletonSeconds: 60 });
  };
  for (const job of jobs) if (job.atStart) await runSoon(job.name);
  watchQueues(boss, jobs);
  logger.info({ jobs: jobs.length, database: handle.driver }, 'job queue started');

  return {
    boss,
    runSoon,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
