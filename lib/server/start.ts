import { ConfigError, serverConfig } from './config';
import { databaseHandle } from './db/database';
import { logger } from './logger';

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
}
