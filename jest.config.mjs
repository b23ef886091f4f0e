import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// msw, ky and their helpers ship ESM only: let next/jest's SWC transform them (STACK-NOTES).
const esmPackages = [
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  '@open-draft',
  'ky',
  'until-async',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'rettime',
  'cookies-next',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

function project(displayName, testEnvironment, roots, extra = {}) {
  return async () => {
    const config = await createJestConfig({
      displayName,
      testEnvironment,
      testMatch: roots.map((root) => `<rootDir>/__tests__/${root}/**/*.test.{ts,tsx}`),
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
      ...extra,
    })();
    return { ...config, transformIgnorePatterns };
  };
}

export default async function jestConfig() {
  const projects = await Promise.all(
    [
      project('unit', 'node', ['unit']),
      project('client', 'jest-fixed-jsdom', ['client', 'components'], {
        setupFilesAfterEnv: ['<rootDir>/__tests__/support/dom-setup.ts'],
        testEnvironmentOptions: { customExportConditions: [''] },
      }),
      project('api', 'node', ['api'], {
        // one migrated and seeded database template per worker, copied for each file
        globalSetup: '<rootDir>/__tests__/support/api-global-setup.ts',
        globalTeardown: '<rootDir>/__tests__/support/api-global-teardown.ts',
        setupFilesAfterEnv: ['<rootDir>/__tests__/support/api-setup.ts'],
      }),
    ].map((make) => make()),
  );
  // Jest's default (cores - 1) runs a 2-core machine in band on one core; two workers took the API
  // project from 135 s to 71 s there. The main process only schedules and reports. A worker also
  // waits (argon2 in libuv's pool, PostgreSQL's answers, the outbox crash test's child processes,
  // timers): on that machine a third filled the gaps, `npm test` with a cold cache 564 s to 496 s.
  const maxWorkers = Math.max(3, availableParallelism() - 1);
  return { projects, testTimeout: 30000, maxWorkers };
}
