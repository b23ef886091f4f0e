import pg from 'pg';

/**
 * Runs one statement on the PostgreSQL database the "postgres" project's server uses
 * (E2E_DATABASE_URL): these tests write beside the server, as an operator's SQL would, and check
 * what shoppers see follow. Answers the rows.
 */
export async function shopSql<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
