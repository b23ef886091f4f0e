import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The version an operator upgrades from (docs/operating.md#upgrades), built from git into a folder
 * of its own: the shop as it was before migration 0034, so that the upgrade crosses every migration
 * since (the prescription's details to the reports' columns, twenty of them, each additive).
 * UPGRADE_FROM names another commit. The spec reads OLD_BUILD_DIR and OLD_BUILD_MIGRATION.
 */
const root = path.resolve(__dirname, '../..');
const MIGRATIONS = 'lib/server/platform/db/migrations';
/** The first migration the upgrade crosses. */
const FIRST_MIGRATION = `${MIGRATIONS}/0034_prescription_details.sql`;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

export default async function buildOldVersion(): Promise<() => Promise<void>> {
  const commit =
    process.env.UPGRADE_FROM ?? git('log', '--diff-filter=A', '--format=%H', '--', FIRST_MIGRATION) + '^';
  const resolved = git('rev-parse', '--verify', `${commit}^{commit}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'oculo-old-build-'));
  execSync(`git archive ${resolved} | tar -x -C ${dir}`, { cwd: root, stdio: 'inherit' });
  const sameLock =
    readFileSync(path.join(dir, 'package-lock.json'), 'utf8') ===
    readFileSync(path.join(root, 'package-lock.json'), 'utf8');
  // the same packages: this checkout's; otherwise the old version's own, from its lock file
  if (sameLock) symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  else execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: dir, stdio: 'inherit' });
  execSync('npm run build', {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const journal = JSON.parse(readFileSync(path.join(dir, MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  if (!existsSync(path.join(dir, '.next/BUILD_ID')))
    throw new Error(`the build of ${resolved} made no .next`);
  Object.assign(process.env, {
    OLD_BUILD_DIR: dir,
    OLD_BUILD_MIGRATION: journal.entries.at(-1)?.tag ?? '',
  });
  return async () => rmSync(dir, { recursive: true, force: true });
}
