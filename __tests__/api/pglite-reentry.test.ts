import { PGlite } from '@electric-sql/pglite';
import { guardTransactionReentry, TransactionReentryError } from '@/lib/server/platform/db/pglite-reentry';
import { databaseUnavailable } from '@/lib/server/platform/db';

// docs/architecture.md#transactions: PGlite is one connection, held by a transaction until its
// callback ends. A statement sent on the database from inside the callback and awaited there would
// wait for ever; the guard refuses it after its patience, so the transaction ends and the shop goes on.

const PATIENCE_MS = 200;
let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  guardTransactionReentry(client, PATIENCE_MS);
  await client.exec('create table notes (id serial primary key, body text not null)');
});
afterAll(() => client.close());

it('refuses a statement the transaction waits for, rolls the transaction back and answers again', async () => {
  const attempt = client.transaction(async (tx) => {
    await tx.query(`insert into notes (body) values ('kept only if committed')`);
    await client.query('select count(*) from notes');
  });
  await expect(attempt).rejects.toBeInstanceOf(TransactionReentryError);
  await expect(attempt).rejects.toThrow('select count(*) from notes');
  // the call answers 503 with Retry-After, not 500 (docs/architecture.md#data)
  expect(databaseUnavailable(await attempt.catch((error: unknown) => error))).toBeDefined();
  expect((await client.query<{ n: number }>('select count(*)::int as n from notes')).rows).toEqual([
    { n: 0 },
  ]);
});

it('lets work started inside a transaction and left to run go on once the transaction ends', async () => {
  let later: Promise<unknown> = Promise.resolve();
  await client.transaction(async (tx) => {
    await tx.query(`insert into notes (body) values ('committed')`);
    later = client.query<{ n: number }>('select count(*)::int as n from notes');
  });
  await expect(later).resolves.toMatchObject({ rows: [{ n: 1 }] });
});

it('leaves statements outside any transaction and inside one on its own connection alone', async () => {
  await expect(client.exec('select 1')).resolves.toHaveLength(1);
  const inside = await client.transaction(
    async (tx) => (await tx.query<{ one: number }>('select 1 as one')).rows,
  );
  expect(inside).toEqual([{ one: 1 }]);
});
