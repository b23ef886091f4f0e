import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { deviceId, guestPaidOrder, ok, stopAll, waitFor, type PaidOrder } from '../support/shop-calls';

// docs/operating.md#upgrades: two instances share a PostgreSQL database; the new version starts and
// migrates while the old one serves, then the old one goes on serving on the new schema until it is
// replaced. old-build.ts built the old version from git; this checkout's build is the new one.

test.describe.configure({ mode: 'serial' });

const root = path.resolve(__dirname, '../..');
const adminUrl = process.env.UPGRADE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `oculo_upgrade_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const OLD = 'http://127.0.0.1:3231';
const NEW = 'http://127.0.0.1:3232';
const dataRoot = mkdtempSync(path.join(tmpdir(), 'oculo-upgrade-'));
const servers: ChildProcess[] = [];

function serve(dir: string, url: string): ChildProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.mjs'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...SERVER_ENVIRONMENT,
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: new URL(url).port,
      HOSTNAME: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(dataRoot, 'data-')),
      DATABASE_URL: databaseUrl,
      SITE_URL: url,
      PAYMENTS_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  });
  servers.push(child);
  return child;
}

const waitUntilHealthy = (url: string, seconds: number) => waitFor(`${url}/api/health`, seconds);

async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** How many migrations the database has applied. */
const appliedMigrations = () =>
  withDatabase(databaseUrl, async (client) =>
    Number((await client.query('select count(*) from drizzle.__drizzle_migrations')).rows[0].count),
  );

const journalLength = (dir: string) =>
  (
    JSON.parse(
      readFileSync(path.join(dir, 'lib/server/platform/db/migrations/meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    }
  ).entries.length;

/** The order as `base` shows it to its owner: paid (status 1), with its lines. */
async function expectPaid(base: string, placed: PaidOrder): Promise<void> {
  const info = await ok<{ status: number; lines: unknown[] }>(
    base,
    '/api/order/info',
    { orderNumber: placed.orderNumber },
    { authorization: `Bearer ${placed.token}` },
  );
  expect(info.status).toBe(1);
  expect(info.lines).toHaveLength(2);
}

let placedBefore: PaidOrder;

test.beforeAll(async () => {
  await withDatabase(adminUrl, async (client) => {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database}`);
  });
  serve(process.env.OLD_BUILD_DIR ?? '', OLD);
  await waitUntilHealthy(OLD, 120);
});

test.afterAll(async () => {
  await stopAll(servers);
  await withDatabase(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
  rmSync(dataRoot, { recursive: true, force: true });
});

test('the old version migrates a new database to its own schema and takes orders', async () => {
  const oldMigrations = journalLength(process.env.OLD_BUILD_DIR ?? '');
  expect(oldMigrations).toBeLessThan(journalLength(root));
  expect(await appliedMigrations()).toBe(oldMigrations);
  placedBefore = await guestPaidOrder(OLD, 2);
  await expectPaid(OLD, placedBefore);
});

test('the new version migrates while the old one keeps answering, without a failed request', async () => {
  const answers: number[] = [];
  const newServer = serve(root, NEW);
  let started = false;
  const startup = waitUntilHealthy(NEW, 120).then(() => {
    started = true;
  });
  const device = { 'x-device-id': deviceId() };
  // a shopper on the old instance all along: the home page, a product page, a cart call
  while (!started && newServer.exitCode === null) {
    for (const request of [
      () => fetch(`${OLD}/`),
      () => fetch(`${OLD}/eyeglasses`),
      () =>
        fetch(`${OLD}/api/cart/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...device },
          body: '{}',
        }),
    ]) {
      answers.push((await request()).status);
    }
  }
  await startup;
  expect(await appliedMigrations()).toBe(journalLength(root));
  expect(answers.length).toBeGreaterThan(3);
  expect(answers.filter((status) => status !== 200)).toEqual([]);
});

test('on the new schema, the old version still takes and pays orders, and each reads the other’s', async () => {
  const onOld = await guestPaidOrder(OLD, 2);
  const onNew = await guestPaidOrder(NEW, 2);
  for (const placed of [placedBefore, onOld, onNew]) {
    await expectPaid(OLD, placed);
    await expectPaid(NEW, placed);
  }
  // what the new schema adds is filled for the old version's order too: the reports' columns
  // PostgreSQL computes from each line (migration 0053)
  const codes = await withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query<{ sales_code: string | null }>(
      `select l.sales_code from order_lines l join orders o on o.id = l.order_id where o.number = $1`,
      [onOld.orderNumber],
    );
    return rows.map((row) => row.sales_code);
  });
  expect(codes).toHaveLength(2);
  expect(codes.every((code) => typeof code === 'string' && code.length > 0)).toBe(true);
});
