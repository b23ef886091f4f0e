import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resetServerConfig } from '@/lib/server/platform/config';
import { useDatabaseHandle } from '@/lib/server/platform/db/database';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Every API test file runs against its own migrated and seeded database (a copy of a template) and
 * its own data folder: the workers run files side by side, and a file that lists the stored uploads
 * must not see another file's photos arrive in a shared ./.data/uploads meanwhile.
 */
let testDatabase: TestDatabase | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'oculo-api-data-'));
  process.env.DATA_DIR = dataDir;
  resetServerConfig();
  testDatabase = await createTestDatabase();
  useDatabaseHandle(testDatabase.handle);
}, 120_000);

afterAll(async () => {
  await testDatabase?.drop();
  // A mail queued by the file's last call may still be written into the outbox meanwhile: removing
  // the folder then fails (ENOTEMPTY). A folder left in the system's temp folder harms nothing.
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
  // A PostgreSQL drop waits on a checkpoint: past 30 s once in CI, beside the build's disk writes.
}, 120_000);
