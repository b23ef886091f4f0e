import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm ci` refuses a lock file that leaves out an optional platform package ("Missing:
// @next/swc-darwin-arm64 from lock file"), and npm leaves out, without a word, the ones the
// registry does not serve for the locked version. Every optional dependency of every locked package
// must have its own entry, so a fresh clone installs on every platform.

interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}

/** Where node would find `name` from the package at `path`: its own folder, then each parent's. */
function resolvesIn(packages: Record<string, LockedPackage>, path: string, name: string): boolean {
  let base = path;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

function missingOptionals(packages: Record<string, LockedPackage>): string[] {
  return Object.entries(packages).flatMap(([path, locked]) =>
    Object.keys(locked.optionalDependencies ?? {})
      .filter((name) => !resolvesIn(packages, path, name))
      .map((name) => `${path || '(root)'} → ${name}`),
  );
}

describe('package-lock.json', () => {
  it('finds a missing platform package (the check itself)', () => {
    const packages = {
      '': {},
      'node_modules/next': { optionalDependencies: { '@next/swc-darwin-arm64': '16.4.6', sharp: '^0.35.5' } },
      'node_modules/sharp': {},
    };
    expect(missingOptionals(packages)).toEqual(['node_modules/next → @next/swc-darwin-arm64']);
  });

  it('holds every optional dependency of every locked package', () => {
    const lock = JSON.parse(readFileSync(join(process.cwd(), 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    expect(missingOptionals(lock.packages)).toEqual([]);
  });
});
