import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_CONFIG_ENV, builtConfig, takeBuiltConfig } from '@/scripts/built-config.mjs';

// The server starts from the config the build resolved, not from next.config.ts compiled again at
// every restart (docs/operating.md#restart).

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'oculo-built-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeBuild(manifest: unknown): void {
  mkdirSync(path.join(dir, '.next'));
  writeFileSync(path.join(dir, '.next', 'required-server-files.json'), JSON.stringify(manifest));
}

const RESOLVED = { distDir: './.next', compress: false, experimental: { inlineCss: true } };

describe("the build's resolved config", () => {
  it('is read from the build, whole', () => {
    writeBuild({ version: 1, config: RESOLVED, files: [] });
    expect(JSON.parse(builtConfig(dir) ?? 'null')).toEqual(RESOLVED);
  });

  it.each([
    ['no build', undefined],
    ['a manifest without a config', { version: 1, files: [] }],
  ])('is absent with %s, so Next.js loads next.config.ts as before', (_, manifest) => {
    if (manifest) writeBuild(manifest);
    expect(builtConfig(dir)).toBeUndefined();
    const env: Record<string, string | undefined> = {};
    takeBuiltConfig(dir, env);
    expect(env[BUILT_CONFIG_ENV]).toBeUndefined();
  });

  it('is what Next.js is pointed at, unless a config was given already', () => {
    writeBuild({ version: 1, config: RESOLVED });
    const env: Record<string, string | undefined> = {};
    takeBuiltConfig(dir, env);
    expect(JSON.parse(env[BUILT_CONFIG_ENV] ?? 'null')).toEqual(RESOLVED);
    const given = { [BUILT_CONFIG_ENV]: '{"given":true}' };
    takeBuiltConfig(dir, given);
    expect(given[BUILT_CONFIG_ENV]).toBe('{"given":true}');
  });
});
