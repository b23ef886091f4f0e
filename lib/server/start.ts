import { ConfigError, serverConfig } from './config';
import { databaseHandle } from './db/database';
import { logger } from './logger';
import { expireLapsedOrders } from './orders/expire-orders';

/** Validates configuration and prepares the database; exits the process on bad configuration. */
export async function startServer(): Promise<void> {
  try {
    const config = serverConfig();
    logger.info(
      { database: config.DATABASE_URL ? 'postgres' : 'pglite', dataDir: config.dataDir, port: config.PORT },
      'starting Oculo',
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Oculo cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  await databaseHandle();
  startOrderSweeper();
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
