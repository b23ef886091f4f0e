import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dedupeServerChunks, stubFor } from '@/scripts/dedupe-server-chunks.mjs';

// Turbopack writes the server code shared by a group of routes once per group; after the build, one
// copy stays and the others require it, so the server loads it once.
describe('merging the duplicate server chunks after the build', () => {
  let folder: string;
  const chunk = (marker: string) =>
    `module.exports = [1, (e) => { e.v = ${JSON.stringify(marker)}; }, ${JSON.stringify('x'.repeat(2000))}];`;
  const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text);
  const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'oculo-chunks-'));
    mkdirSync(path.join(folder, 'ssr'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps the first copy and makes the others require it, whatever their source map comment', () => {
    write('a.js', `${chunk('shared')}\n//# sourceMappingURL=a.js.map`);
    write('b.js', `${chunk('shared')}\n//# sourceMappingURL=b.js.map`);
    write('c.js', `${chunk('shared')}\n//# sourceMappingURL=c.js.map`);
    write('d.js', chunk('its own'));

    expect(dedupeServerChunks(folder)).toEqual({ merged: 2, bytes: 2 * chunk('shared').length });
    expect(read('a.js')).toContain('"shared"');
    expect(read('b.js')).toBe(stubFor('a.js'));
    expect(read('c.js')).toBe(stubFor('a.js'));
    expect(read('d.js')).toBe(chunk('its own'));

    // What the server's chunk loader gets: the very list of the kept copy.
    const load = createRequire(path.join(folder, 'loader.js'));
    expect(load('./b.js')).toBe(load('./a.js'));
  });

  it('merges only within a folder, where relative paths inside a chunk mean the same', () => {
    write('a.js', chunk('shared'));
    writeFileSync(path.join(folder, 'ssr', 'a.js'), chunk('shared'));
    writeFileSync(path.join(folder, 'ssr', 'b.js'), chunk('shared'));

    expect(dedupeServerChunks(folder).merged).toBe(1);
    expect(read('a.js')).toBe(chunk('shared'));
    expect(readFileSync(path.join(folder, 'ssr', 'b.js'), 'utf8')).toBe(stubFor('a.js'));
  });

  it('leaves small files and files that differ alone', () => {
    write('a.js', 'module.exports = [];');
    write('b.js', 'module.exports = [];');
    write('c.js', chunk('one'));
    write('d.js', chunk('two'));

    expect(dedupeServerChunks(folder)).toEqual({ merged: 0, bytes: 0 });
  });

  it('runs after every build', () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.build).toContain('next build && node scripts/dedupe-server-chunks.mjs');
    expect(readFileSync('scripts/start.mjs', 'utf8')).toContain("'node scripts/dedupe-server-chunks.mjs'");
  });
});
