import { defineConfig } from '@playwright/test';

// The scale-out suite (docs/development.md#tests): `npm run build && npm run test:scale-out`. It
// needs the machine's PostgreSQL and Redis and Debian's nginx-light; stack.ts starts the cluster.
// With SCALE_STACK=compose its cluster spec runs against compose.yaml's shop instead
// (docs/deploying.md#tests); the metrics, traces and photo specs need the suite's own instances.
const composed = process.env.SCALE_STACK === 'compose';

export default defineConfig({
  testDir: '.',
  testMatch: composed ? 'cluster.spec.ts' : '*.spec.ts',
  // the image's, compose.yaml's and the upgrade's suites run on configs of their own
  testIgnore: ['image/**', 'compose/**', 'upgrade/**'],
  globalSetup: './stack.ts',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
});
