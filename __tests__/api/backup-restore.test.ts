import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as tar from 'tar';
import { BackupRefusedError, makeBackup, restoreBackup } from '@/lib/server/flows/backup';
import { databaseHandle, rowsOf, type Database, type DatabaseHandle } from '@/lib/server/platform/db';
import { mailDeliveriesSettled } from '@/lib/server/platform/mail';
import { fileStore, type FileStore } from '@/lib/server/platform/storage';
import { folderStore } from '@/lib/server/platform/storage/folder-store';
import { callRoute } from '../support/call-route';
import { createDeviceId } from '@/lib/shop/random-id';
import { paidOrder } from '../support/checkout-flow';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// docs/operating.md#backups: a shop with orders, a saved face and photos is backed up into one
// archive and restored into an empty database and file store, where every row and every file is
// found again; a backup of another schema, or into a shop that exists, is refused untouched.

const work = mkdtempSync(path.join(tmpdir(), 'oculo-backup-test-'));
const targets: TestDatabase[] = [];
let source: DatabaseHandle;

/** An empty database (no migration run) and an empty folder to restore into. */
async function emptyTarget(): Promise<{ handle: DatabaseHandle; store: FileStore }> {
  const target = await createTestDatabase({ bare: true });
  targets.push(target);
  const folder = mkdtempSync(path.join(work, 'files-'));
  return { handle: target.handle, store: folderStore(() => folder) };
}

/** Every row of every table, as text, sorted: what "the same data" means here. */
async function everything(db: Database): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as "name" from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    all[name] = rowsOf<{ row: string }>(
      await db.execute(sql`select row_to_json(t)::text as "row" from ${sql.identifier(name)} t`),
    )
      .map((row) => row.row)
      .sort();
  }
  return all;
}

async function filesOf(store: FileStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of ['images/', 'faces/', 'prescriptions/', 'after-sales/']) {
    for (const key of await store.keys(folder)) {
      files[key] = (await store.read(key))?.toString('base64') ?? 'missing';
    }
  }
  return files;
}

beforeAll(async () => {
  source = await databaseHandle();
  await paidOrder();
  await paidOrder({ quantity: 2 });
  const face = await sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(face)], 'face.jpg', { type: 'image/jpeg' }));
  form.append('consent', 'true');
  const saved = await callRoute('POST', '/api/detectface/upload', {
    body: form,
    headers: { 'x-device-id': createDeviceId(), 'x-oculo-peer': '10.9.8.7' },
  });
  expect(saved.body).toMatchObject({ code: 200 });
  // a product photo's sizes, as the console stores them
  await fileStore().save('images/backup-test-photo/320.webp', randomBytes(500), 'image/webp');
  // the order mails go out in the background: sent before the backup reads the outbox, so the
  // rows compared below are the rows the backup read
  await mailDeliveriesSettled();
}, 120_000);

afterAll(async () => {
  for (const target of targets) await target.drop();
  rmSync(work, { recursive: true, force: true });
});

it('restores every row and every file into an empty shop', async () => {
  const archive = path.join(work, 'shop.tar.gz');
  const before = await everything(source.db);
  const manifest = await makeBackup({ handle: source, store: fileStore() }, archive);
  expect(manifest.tables.find((table) => table.name === 'orders')?.rows).toBeGreaterThanOrEqual(2);
  expect(manifest.files.some((file) => file.key.startsWith('faces/'))).toBe(true);
  expect(manifest.files.some((file) => file.key.startsWith('images/'))).toBe(true);

  const target = await emptyTarget();
  await restoreBackup(target, archive);
  const after = await everything(target.handle.db);
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const table of Object.keys(before))
    expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
  expect(await filesOf(target.store)).toEqual(await filesOf(fileStore()));

  // the sequences moved on: a new order in the restored shop takes a new id
  const [next] = rowsOf<{ id: number; most: number }>(
    await target.handle.db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as "id",
      (select max(id) from orders)::int as "most"`),
  );
  expect(next?.id).toBeGreaterThan(next?.most ?? Infinity);
}, 120_000);

it('refuses a backup of another schema, and a database that holds a shop, touching neither', async () => {
  const archive = path.join(work, 'other-schema.tar.gz');
  await makeBackup({ handle: source, store: fileStore() }, archive);
  // the same archive with its manifest claiming an older schema
  const unpacked = mkdtempSync(path.join(work, 'unpacked-'));
  await tar.extract({ file: archive, cwd: unpacked });
  const manifestFile = path.join(unpacked, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { schema: { last: string } };
  manifest.schema.last = '0012_an_older_shop';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const older = path.join(work, 'older.tar.gz');
  await tar.create({ gzip: true, file: older, cwd: unpacked }, ['manifest.json', 'tables']);

  const target = await emptyTarget();
  await expect(restoreBackup(target, older)).rejects.toThrow(
    /This backup is of database schema 0012_an_older_shop, and this Oculo is at \d{4}_/,
  );
  await expect(restoreBackup(target, older)).rejects.toBeInstanceOf(BackupRefusedError);
  const [tables] = rowsOf<{ count: number }>(
    await target.handle.db.execute(
      sql`select count(*)::int as "count" from information_schema.tables where table_schema = 'public'`,
    ),
  );
  expect(tables?.count).toBe(0);

  await expect(restoreBackup({ handle: source, store: fileStore() }, archive)).rejects.toThrow(
    'The database to restore into already holds a shop.',
  );
  await expect(restoreBackup(target, path.join(work, 'no-such-file.tar.gz'))).rejects.toThrow(
    'This file is not an Oculo backup',
  );
}, 120_000);
