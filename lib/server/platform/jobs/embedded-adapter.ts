import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss on the embedded database (docs/architecture.md#jobs: on PGlite the same jobs run
 * in-process). pg-boss speaks to PostgreSQL through any `executeSql(text, values)`; PGlite is
 * PostgreSQL in this process, so the queue, its retries, schedules and kept failures work the same
 * as on a server. pg-boss sends its schema scripts (several statements, no values) in one string:
 * PGlite runs those with `exec`, one statement with values with `query`.
 */
export function embeddedQueueDatabase(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        if (values === undefined || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return await client.query(text, values);
      } catch (error) {
        // A script that failed inside its BEGIN leaves the transaction open and aborted. A server
        // connection would be thrown away; PGlite's one connection is the shop's too, so end it.
        // (pg-boss's scripts fail only when two queues race to create its schema, which needs
        // two queues on one embedded database: the shop starts one.)
        if (client.isInTransaction()) await client.exec('ROLLBACK');
        throw error;
      }
    },
  };
}
