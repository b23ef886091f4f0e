// Installs dependencies when they are missing or older than the lock file, so that the
// README's quick-start commands work on a fresh clone. Plain Node: nothing is installed yet.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
if (stale) {
  console.log('Installing dependencies…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
