import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Comments and tests point at the shop's rules by their section in docs/ (the document's name, '#',
// and the section's anchor): a cloner must be able to follow every such pointer, so each one names a
// document that exists and an anchor that document declares, and none points at a document that is
// not in the repository (a work item's number, or a section of a contract kept elsewhere).
// docs/development.md#docs-links says how to cite.

const root = path.resolve(__dirname, '../../..');
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
  '.ci',
  'docs',
  'README.md',
  'BENCHMARKS.md',
  '.env.example',
  'knip.jsonc',
  'package.json',
];
const SOURCE_FILE = /\.(ts|tsx|mjs|cjs|js|css|sql|md|json|jsonc|example)$|^run$/;
const POINTER = /docs\/([a-z0-9-]+\.md)#([a-z0-9-]+)/g;
/** A document named without a section: it must exist too. */
const DOCUMENT = /docs\/([a-z0-9-]+\.md)(?!#)/g;
/**
 * Pointers a cloner cannot follow: a work item's number, or a numbered section of a product
 * contract or design note that lives outside the repository. Written so this file does not match.
 */
const OUTSIDE_POINTERS = [
  new RegExp(['\\bissues?', '#?[0-9]+'].join(' '), 'i'),
  new RegExp(['\\b(spec|DESIGN)', '\u00a7'].join(' ?'), 'i'),
  new RegExp(['DESIGN', 'md'].join('\\.')),
];

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  let children;
  try {
    children = readdirSync(full, { withFileTypes: true });
  } catch {
    return SOURCE_FILE.test(entry) ? [entry] : [];
  }
  return children.flatMap((child) => {
    if (child.name === 'node_modules' || child.name === 'openapi.json') return [];
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

const files = SOURCE_FOLDERS.flatMap(sourceFiles).map((file) => ({
  file,
  text: readFileSync(path.join(root, file), 'utf8'),
}));

const pointers = files.flatMap(({ file, text }) =>
  Array.from(text.matchAll(POINTER), (match) => ({
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

  it('each name a document that exists', () => {
    const documents = new Set(readdirSync(path.join(root, 'docs')));
    const missing = files.flatMap(({ file, text }) =>
      Array.from(text.matchAll(DOCUMENT), (match) => match[1] ?? '')
        .filter((document) => !documents.has(document))
        .map((document) => `${file}: docs/${document}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('pointers outside the repository', () => {
  it('are not written anywhere in the code, its tests or its scripts', () => {
    const found = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_POINTERS.some((pattern) => pattern.test(line))
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});

describe('files the docs name', () => {
  // docs/ and the README point a reader at files (`lib/server/…/index.ts`); a file moved or renamed
  // without its mention would send the reader nowhere.
  const FILE_NAMED =
    /(?:^|[\s`(\[])((?:app|components|lib|scripts|bench|e2e|__tests__|scale-out)\/[\w./()[\]-]+\.(?:tsx|ts|mts|mjs|cjs|css|sql))(?![\w.])/g;
  // BENCHMARKS.md is a log of past runs, throwaway probes included: only the docs and the README.
  const DOCUMENTS = files.filter(({ file }) => file.startsWith('docs/') || file === 'README.md');

  it('exist in the tree', () => {
    const missing = DOCUMENTS.flatMap(({ file, text }) =>
      Array.from(text.matchAll(FILE_NAMED), (match) => match[1] ?? '')
        .filter((named) => !existsSync(path.join(root, named)))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});
