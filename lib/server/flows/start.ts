import { followStockNotices } from '@/lib/server/domain/back-in-stock';
import { ConfigError, serverConfig } from '../platform/config';
import { startJobQueue, startLater, type RunningJobs, type StartLater } from '@/lib/server/platform/jobs';
import type { DatabaseHandle } from '@/lib/server/platform/db';
import { logger } from '../platform/logger';
import { watchOutbox } from '@/lib/server/platform/mail';
import { startProcessMetrics } from '@/lib/server/platform/telemetry';
import { listenForPageChanges } from '@/lib/server/platform/page-cache';
import { shopDatabaseHandle } from '@/lib/server/flows/seed';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

/**
 * How long after the start the job queue starts (docs/operating.md#restart). Its queues, schedules
 * and start-up runs are some sixty statements, beside the jobs' own code: begun with the start, they
 * came before the first pages after a restart (on the embedded database one statement at a time), even
 * when not awaited. Nothing waits on a job in these seconds (each also runs on its schedule).
 */
const JOB_QUEUE_START_DELAY_MS = 3000;

/**
 * Validates the configuration (every variable, lib/server/platform/config.ts) and prepares the database;
 * on a bad value the process exits with a message naming each wrong variable.
 */
export async function startServer(): Promise<void> {
  try {
    const config = serverConfig();
    logger.info(
      { database: config.DATABASE_URL ? 'postgres' : 'pglite', dataDir: config.dataDir, port: config.PORT },
      'starting Oculo',
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // what /metrics reports beside the counters (docs/operating.md#metrics)
  startProcessMetrics();
  watchOutbox();
  const handle = await shopDatabaseHandle();
  await listenForPageChanges(handle);
  // read before the first call, so mails and links composed in a transaction use them; a public URL
  // that cannot reach a customer is said at start (docs/operating.md#public-url-warning)
  const store = await currentStoreSettings();
  if (store.publicUrlWarning)
    logger.warn(
      { publicUrl: store.settings.publicUrl, source: store.publicUrlSource },
      store.publicUrlWarning,
    );
  // at once on this instance's stock notices; the job below is the backstop for missed ones
  followStockNotices();
  startJobsSoon(handle);
  stopJobsOnExit();
}

let jobs: StartLater<RunningJobs> | undefined;

/**
 * Starts the job queue after JOB_QUEUE_START_DELAY_MS. A failure (the database away) is logged and
 * tried again a minute later: the shop serves meanwhile, and the scheduled work catches up once the
 * queue runs.
 */
function startJobsSoon(handle: DatabaseHandle): void {
  jobs = startLater(() => startJobs(handle), {
    delayMs: JOB_QUEUE_START_DELAY_MS,
    retryMs: 60_000,
    onError: (error) => logger.error({ err: error }, 'the job queue did not start; trying again in a minute'),
  });
}

async function startJobs(handle: DatabaseHandle): Promise<RunningJobs> {
  // loaded here, not with the start: the jobs' code (invoices, labels, mails) is not the first page's
  const { SHOP_JOBS } = await import('./shop-jobs');
  const config = serverConfig();
  return startJobQueue(handle, SHOP_JOBS, {
    ...(config.DATABASE_URL ? { url: config.DATABASE_URL } : {}),
    instance: `oculo-jobs-${process.pid}`,
  });
}

/**
 * A stopping instance finishes the job it is running (up to 10 s) rather than leave it to expire:
 * scripts/serve.mjs awaits this hook before it exits (a run cut off would hold its queue until
 * its run limit).
 */
function stopJobsOnExit(): void {
  (globalThis as typeof globalThis & { __oculoBeforeExit?: () => Promise<void> }).__oculoBeforeExit =
    async () => {
      jobs?.cancel();
      await (
        await jobs?.started()
      )
        ?.stop()
        .catch((error: unknown) => logger.error({ err: error }, 'the job queue did not stop'));
    };
}
