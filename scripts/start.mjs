// `npm start`: installs dependencies if needed, builds when the build is missing or older
// than the sources, then serves the shop (PORT, default 3000). The database is migrated and
// seeded by the server itself on start (lib/server/flows/start.ts).
//
// The checks and the server run in this one process when it has the server's Node flags and
// environment (package.json's `start` gives them): a Node process of its own for each step cost
// about a second of every restart and kept a second process resident (docs/operating.md#restart).
// Started some other way, it serves from a child process that has them.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from './server-node-flags.mjs';

// each of these only uses Node's own modules: the dependencies may not be installed yet
await import('./ensure-deps.mjs');
await import('./copy-served-assets.mjs');
// Next.js's page runtime keeps each dynamic route's pattern rather than building it per visit (see the
// script); run on every start, as a fresh install of the dependencies brings the runtime back as shipped.
const { keepInstalledRoutePatterns } = await import('./keep-route-patterns.mjs');
keepInstalledRoutePatterns();

const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
];
const buildId = '.next/BUILD_ID';

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestChange))) {
  console.log('Building the shop (next build)…');
  execSync(path.join('node_modules', '.bin', 'next') + ' build', { stdio: 'inherit' });
  // Next.js 16 repeats the shared styles for the global error boundary (see the script).
  execSync('node scripts/trim-global-error-css.mjs', { stdio: 'inherit' });
}

const port = process.env.PORT ?? '3000';
console.log(`Starting Oculo on http://localhost:${port}`);
const hasServerFlags =
  SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag)) &&
  Object.keys(SERVER_ENVIRONMENT).every((name) => process.env[name] !== undefined);
if (hasServerFlags) {
  // scripts/serve.mjs: `next start` plus the socket address the rate limits need.
  await import('./serve.mjs');
} else {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join('scripts', 'serve.mjs')], {
    stdio: 'inherit',
    env: { ...SERVER_ENVIRONMENT, ...process.env, PORT: port },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
