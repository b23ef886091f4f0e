import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The README's map of the tree is a newcomer's first look at the code: it must name folders that
// exist, and leave out none that a newcomer needs to find (docs/development.md#docs-links). The map
// is the fenced block after the README's marker comment; each entry line starts (after its indent)
// with a folder path from the root ending in `/`, which may hold one shell-like group of siblings
// (`lib/server/domain/{cart,orders}/`); other lines continue the description above them.
//
// The folders the map must name: every top-level folder (hidden and git-ignored ones aside), and every
// folder directly under app/ (route groups `(…)` and dynamic segments `[…]` aside: they are not
// addresses a reader looks for), components/, lib/ and lib/server/. Deeper folders may be named.

const root = path.resolve(__dirname, '../../..');
const MAP_MARKER = '<!-- The map of the tree:';
const COVERED_PARENTS = ['app', 'components', 'lib', 'lib/server'];

/** The lines of the fenced block that follows the marker. */
function mapLines(readme: string): string[] {
  const afterMarker = readme.slice(readme.indexOf(MAP_MARKER));
  const block = /```[a-z]*\n([\s\S]*?)\n```/.exec(afterMarker);
  if (readme.indexOf(MAP_MARKER) < 0 || !block?.[1]) throw new Error('the README has no map of the tree');
  return block[1].split('\n');
}

/** The folders an entry line names: `a/{b,c}/` is `a/b` and `a/c`; none for a continuation line. */
function foldersNamed(line: string): string[] {
  const first = line.trim().split(/\s+/)[0] ?? '';
  if (!first.endsWith('/')) return [];
  const group = /^(.*)\{([^{}]+)\}(.*)\/$/.exec(first);
  if (!group) return [first.slice(0, -1)];
  const [, before = '', names = '', after = ''] = group;
  return names.split(',').map((name) => `${before}${name}${after}`);
}

/** Top-level folder names .gitignore leaves out (`name/` lines). */
function ignoredTopLevel(): Set<string> {
  const lines = readFileSync(path.join(root, '.gitignore'), 'utf8').split('\n');
  return new Set(lines.map((line) => line.trim()).flatMap((line) => /^\/?([^/*]+)\/$/.exec(line)?.[1] ?? []));
}

function childFolders(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => (folder ? `${folder}/${entry.name}` : entry.name));
}

/** The folders the map must name. */
function foldersToCover(): string[] {
  const ignored = ignoredTopLevel();
  const topLevel = childFolders('').filter((name) => !name.startsWith('.') && !ignored.has(name));
  const isRouteGroupOrSegment = (folder: string) => /\/[([]/.test(folder);
  const below = COVERED_PARENTS.flatMap((parent) =>
    childFolders(parent).filter((folder) => !isRouteGroupOrSegment(folder)),
  );
  return [...topLevel, ...below];
}

function isFolder(folder: string): boolean {
  try {
    return statSync(path.join(root, folder)).isDirectory();
  } catch {
    return false;
  }
}

const named = mapLines(readFileSync(path.join(root, 'README.md'), 'utf8')).flatMap(foldersNamed);

describe("the README's map of the tree", () => {
  it('reads an entry line, a group of siblings and a continuation line', () => {
    expect(foldersNamed('  lib/api/        the client')).toEqual(['lib/api']);
    expect(foldersNamed('lib/server/domain/{cart,orders}/   the path to the order')).toEqual([
      'lib/server/domain/cart',
      'lib/server/domain/orders',
    ]);
    expect(foldersNamed('                  more words about lib/api/')).toEqual([]);
  });

  it('names folders (the check below has something to check)', () => {
    expect(named.length).toBeGreaterThan(30);
  });

  it('names only folders that exist', () => {
    expect(named.filter((folder) => !isFolder(folder))).toEqual([]);
  });

  it('leaves out no top-level folder, nor one directly under app/, components/, lib/ or lib/server/', () => {
    const mapped = new Set(named);
    expect(foldersToCover().filter((folder) => !mapped.has(folder))).toEqual([]);
  });
});
