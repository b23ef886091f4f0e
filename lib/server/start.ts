import { startBackInStockMails } from '@/lib/server/back-in-stock';
import { ConfigError, serverConfig } from './config';
import { databaseHandle } from '@/lib/server/db';
import { deleteExpiredFaces } from '@/lib/server/faces';
import { logger } from './logger';
import { expireLapsedOrders } from '@/lib/server/orders';
import { listenForPageChanges } from '@/lib/server/page-cache';
import { startRetentionSweeps } from './retention-sweeps';

/**
 * Validates the configuration (every variable, lib/server/config.ts) and prepares the database;
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
  await listenForPageChanges(await databaseHandle());
  startOrderSweeper();
  startFaceSweeper();
  startBackInStockMails();
  startRetentionSweeps();
}

const SWEEP_MS = 60_000;

/**
 * Every minute, unpaid orders past their payment window expire and give their stock back
 * (DESIGN §4). Several instances may sweep at once: each order is expired under its own lock.
 */
function startOrderSweeper(): void {
  const timer = setInterval(() => {
    expireLapsedOrders().catch((error: unknown) => logger.error({ err: error }, 'the order sweep failed'));
  }, SWEEP_MS);
  timer.unref();
}

const FACE_SWEEP_MS = 60 * 60_000;

/**
 * Saved try-on faces past their retention period are deleted with their files (DESIGN §4
 * "Privacy"): once at start, so a server that was down catches up, then every hour. They are
 * hidden from their owner from the moment they expire, so the sweep only frees storage.
 */
function startFaceSweeper(): void {
  const sweep = () => {
    deleteExpiredFaces().catch((error: unknown) =>
      logger.error({ err: error }, 'the saved face sweep failed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, FACE_SWEEP_MS);
  timer.unref();
}
