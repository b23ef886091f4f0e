import { defineConfig } from '@playwright/test';
import { BROWSER_SUITE_CHROMIUM_PATH, CHROMIUM_ARGS } from './e2e/support/chromium';

// The browser suite drives the system's Chromium (never a downloaded one; its headless shell when
// installed, e2e/support/chromium.ts) against a production build served by scripts/serve.mjs
// (`next start` with the socket address the rate limits need) on its own port and data folder.
const port = Number(process.env.E2E_PORT ?? 3100);
// With E2E_DATABASE_URL (CI sets it), the "postgres" project also runs, against a second server
// on a fresh PostgreSQL database: the tests that write to the database beside the server.
const postgresUrl = process.env.E2E_DATABASE_URL;
const postgresPort = Number(process.env.E2E_PG_PORT ?? 3101);

const VIEWPORT_FREE_SPECS = [
  'page-titles.spec.ts',
  'seo.spec.ts',
  'api.spec.ts',
  'security-headers.spec.ts',
  'admin-console.spec.ts',
  'chunk-reload.spec.ts',
  'signed-out-tip.spec.ts',
  'page-budget.spec.ts',
  'accessibility-audit.spec.ts',
  'pd-accuracy.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  // a record of the page states the accessibility audit scanned, shared by the workers
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  // A healthy run fails at most a test or two: past twenty, something broke the servers or the
  // browser, and the rest would only wait out their timeouts (one run spent its whole CI time so).
  maxFailures: process.env.CI ? 20 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: BROWSER_SUITE_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // the demo provider pays in the browser suite (production needs PAYMENTS_DEMO=1:
      // docs/operating.md#payments-setup)
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
        LOG_LEVEL: 'warn',
        PAYMENTS_DEMO: '1',
        // each test sends its own client address (e2e/support/test.ts), as shoppers behind a proxy
        TRUST_PROXY: '1',
      },
    },
    ...(postgresUrl
      ? [
          {
            command: 'node e2e/support/serve-fresh-postgres.mjs',
            url: `http://127.0.0.1:${postgresPort}/api/health`,
            timeout: 120_000,
            reuseExistingServer: false,
            env: {
              E2E_DATABASE_URL: postgresUrl,
              E2E_PG_PORT: String(postgresPort),
              LOG_LEVEL: 'warn',
              PAYMENTS_DEMO: '1',
              TRUST_PROXY: '1',
            },
          },
        ]
      : []),
  ],
  projects: [
    { name: 'desktop', testIgnore: 'postgres/**', use: { viewport: { width: 1366, height: 900 } } },
    {
      name: 'phone',
      // What no viewport changes (titles, headers, files, the API, the console's sign-in, the reload
      // after a failed chunk, the byte budget) is checked once, on the desktop: the phone project
      // walks the shopper's flows in the phone layout (these took ~2.5 min of its worker time).
      testIgnore: ['postgres/**', ...VIEWPORT_FREE_SPECS],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    ...(postgresUrl
      ? [
          {
            name: 'postgres',
            testMatch: 'postgres/**/*.spec.ts',
            use: { baseURL: `http://127.0.0.1:${postgresPort}` },
          },
        ]
      : []),
  ],
});
