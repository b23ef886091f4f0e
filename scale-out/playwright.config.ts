import { defineConfig } from '@playwright/test';

// The scale-out suite (docs/development.md#tests): `npm run build && npm run test:scale-out`. It
// needs the machine's PostgreSQL and Redis and Debian's nginx-light; stack.ts starts the cluster.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './stack.ts',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
});
