import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Comments and tests point at the shop's rules by their section in docs/ (the document's name, '#',
// and the section's anchor): a cloner must be able to follow every such pointer, so each one names a document
// that exists and an anchor that document declares.

const root = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = [
  'app',
  'components',
  'lib',
  'proxy.ts',
  '__tests__',
  'e2e',
  'scripts',
  'bench',
  'scale-out',
];
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|js|css|sql)$/;
const POINTER = /docs\/([a-z0-9-]+\.md)#([a-z0-9-]+)/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  let children;
  try {
    children = readdirSync(full, { withFileTypes: true });
  } catch {
    return SOURCE_FILE.test(entry) ? [entry] : [];
  }
  return children.flatMap((child) => {
    if (child.name === 'node_modules' || child.name.startsWith('.')) return [];
    const relative = path.join(entry, child.name);
    if (child.isDirectory()) return sourceFiles(relative);
    return SOURCE_FILE.test(child.name) ? [relative] : [];
  });
}

/** The anchors a document declares: `<a id="…">` before its sections. */
function anchorsOf(document: string): Set<string> {
  let text = '';
  try {
    text = readFileSync(path.join(root, 'docs', document), 'utf8');
  } catch {
    return new Set();
  }
  return new Set(Array.from(text.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g), (match) => match[1] ?? ''));
}

const pointers = SOURCE_FOLDERS.flatMap(sourceFiles).flatMap((file) =>
  Array.from(readFileSync(path.join(root, file), 'utf8').matchAll(POINTER), (match) => ({
    file,
    document: match[1] ?? '',
    anchor: match[2] ?? '',
  })),
);

describe('pointers into docs/', () => {
  it('are found in the code (the check below has something to check)', () => {
    expect(pointers.length).toBeGreaterThan(20);
  });

  it('each name a section its document declares', () => {
    const declared = new Map<string, Set<string>>();
    const missing = pointers.filter(({ document, anchor }) => {
      const anchors = declared.get(document) ?? anchorsOf(document);
      declared.set(document, anchors);
      return !anchors.has(anchor);
    });
    expect(missing.map(({ file, document, anchor }) => `${file}: docs/${document}#${anchor}`)).toEqual([]);
  });
});
