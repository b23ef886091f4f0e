import { sql } from 'drizzle-orm';
import { CallError } from '@/lib/contract/errors';
import { ResultCode } from '@/lib/contract/codes';
import { databaseHandle } from '@/lib/server/platform/db';
import { fileStore } from '@/lib/server/platform/storage';
import { logger } from '../../platform/logger';

/** GET /api/health: answers 503 (so a load balancer takes the instance out) when the database is unreachable. */
export async function health() {
  try {
    const handle = await databaseHandle();
    await handle.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      database: handle.driver,
      files: fileStore().kind,
      uptimeSeconds: Math.round(process.uptime()),
    };
  } catch (error) {
    logger.error({ err: error }, 'health check failed');
    throw new CallError(ResultCode.Unavailable, 'The database is not reachable.', null, 503);
  }
}
