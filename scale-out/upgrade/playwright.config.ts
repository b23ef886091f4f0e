import { defineConfig } from '@playwright/test';

// An upgrade with two instances and no downtime (docs/operating.md#upgrades): `npm run build && npm
// run test:upgrade` builds an earlier version of the shop from git (old-build.ts), serves it on
// PostgreSQL, then starts this build beside it and checks that the old one keeps working while and
// after the new one migrates. Needs the machine's PostgreSQL and the repository's history.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './old-build.ts',
  timeout: 180_000,
  workers: 1,
  reporter: [['list']],
});
