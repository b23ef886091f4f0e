import { logger } from '../logger';

/**
 * Runs `work` while holding the PostgreSQL session advisory lock `key`, taken and given back on a
 * connection of its own. A session lock belongs to the connection that took it: taken through a
 * pool, the unlock could run on another connection (where it does nothing) and leave the lock held
 * by an idle pooled one, so other instances wait until that closes. The connection is not the
 * pool's, so the work may use the whole pool, even a pool of one.
 */
export async function withSessionLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, application_name: 'oculo-startup-lock' });
  // a lost connection frees the lock with its session; the work still finishes or fails on its own
  client.on('error', (error) => logger.warn({ err: error, key }, 'lost the advisory lock connection'));
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [key])
        .catch((error: unknown) => logger.warn({ err: error, key }, 'could not unlock; closing frees it'));
    }
  } finally {
    // ending the session also frees the lock, should the unlock have failed
    await client.end().catch(() => undefined);
  }
}
