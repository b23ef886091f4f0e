import { deleteUnattachedUploads } from '@/lib/server/lens-flow';
import { logger } from './logger';
import { deleteOldSiteEvents } from '@/lib/server/statistics';

const SWEEP_MS = 60 * 60_000;

/** Each sweep deletes what the shop no longer keeps; several instances may run them at once. */
const SWEEPS: { name: string; run: () => Promise<unknown> }[] = [
  { name: 'unattached prescription uploads', run: () => deleteUnattachedUploads() },
  { name: 'site events past STATISTICS_RETENTION_DAYS', run: () => deleteOldSiteEvents() },
];

/**
 * Retention sweeps (issue 18 points 9 and 10), as the saved-face sweep runs (lib/server/start.ts):
 * once at start, so a server that was down catches up, then every hour.
 */
export function startRetentionSweeps(): void {
  const sweep = () => {
    for (const { name, run } of SWEEPS) {
      run().catch((error: unknown) => logger.error({ err: error, sweep: name }, 'a retention sweep failed'));
    }
  };
  sweep();
  setInterval(sweep, SWEEP_MS).unref();
}
