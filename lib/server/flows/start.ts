import { followStockNotices } from '@/lib/server/domain/back-in-stock';
import { ConfigError, serverConfig } from '../platform/config';
import { startJobQueue, type RunningJobs } from '@/lib/server/platform/jobs';
import { logger } from '../platform/logger';
import { watchOutbox } from '@/lib/server/platform/mail';
import { startProcessMetrics } from '@/lib/server/platform/telemetry';
import { listenForPageChanges } from '@/lib/server/platform/page-cache';
import { shopDatabaseHandle } from '@/lib/server/flows/seed';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { SHOP_JOBS } from './shop-jobs';

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
  const config = serverConfig();
  jobs = await startJobQueue(handle, SHOP_JOBS, {
    ...(config.DATABASE_URL ? { url: config.DATABASE_URL } : {}),
    instance: `oculo-jobs-${process.pid}`,
  });
  stopJobsOnExit();
}

let jobs: RunningJobs | undefined;

/**
 * A stopping instance finishes the job it is running (up to 10 s) rather than leave it to expire:
 * scripts/serve.mjs awaits this hook before it exits (a run cut off would hold its queue until
 * its run limit).
 */
function stopJobsOnExit(): void {
  (globalThis as typeof globalThis & { __oculoBeforeExit?: () => Promise<void> }).__oculoBeforeExit =
    async () => {
      await jobs
        ?.stop()
        .catch((error: unknown) => logger.error({ err: error }, 'the job queue did not stop'));
    };
}
