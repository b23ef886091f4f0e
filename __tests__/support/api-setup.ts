import { useDatabaseHandle } from '@/lib/server/db/database';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Every API test file runs against its own migrated and seeded database (a copy of a template). */
let testDatabase: TestDatabase | undefined;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  useDatabaseHandle(testDatabase.handle);
}, 120_000);

afterAll(async () => {
  await testDatabase?.drop();
});
