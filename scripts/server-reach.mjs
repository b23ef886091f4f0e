// How far a route reaches: the files a route file pulls in through its static imports, counted in
// lib/server and in the whole repository. A route that reaches the whole server makes the server
// build, load and keep the whole server for that route, so this is the figure the layers keep low
// (docs/architecture.md#layers).
//
//   npm run reach                      the routes below
//   npm run reach -- app/x/route.ts    any files instead
//
// Counted: .ts/.tsx (and .mts/.mjs) files of the repository reached by `import … from`,
// `export … from` and side-effect imports, `@/` and relative paths resolved, a folder through its
// index.ts front door. Not counted: `import type` (it is gone at run time), dynamic `import()`
// (loaded only when called) and packages.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ROUTES = ['app/api/health/route.ts', 'app/api/cart/add/route.ts'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function fileOf(candidate) {
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  for (const extension of EXTENSIONS) if (fs.existsSync(candidate + extension)) return candidate + extension;
  for (const extension of EXTENSIONS) {
    const index = path.join(candidate, `index${extension}`);
    if (fs.existsSync(index)) return index;
  }
  return null;
}

/** The repository file an import names, or null for a package. */
export function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return fileOf(path.join(root, specifier.slice(2)));
  if (specifier.startsWith('.')) return fileOf(path.resolve(path.dirname(fromFile), specifier));
  return null;
}

const typeOnly = (clause) =>
  clause !== undefined &&
  (clause.isTypeOnly ||
    (clause.name === undefined &&
      clause.namedBindings !== undefined &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly)));

const typeOnlyExport = (statement) =>
  statement.isTypeOnly ||
  (statement.exportClause !== undefined &&
    ts.isNamedExports(statement.exportClause) &&
    statement.exportClause.elements.length > 0 &&
    statement.exportClause.elements.every((element) => element.isTypeOnly));

/** The specifiers a file imports for its run time. */
export function staticImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !typeOnly(statement.importClause))
      specifiers.push(statement.moduleSpecifier.text);
    else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !typeOnlyExport(statement))
      specifiers.push(statement.moduleSpecifier.text);
  }
  return specifiers;
}

/** Every repository file `start` reaches, itself included. */
export function reach(start) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop();
    for (const specifier of staticImports(file)) {
      const target = resolveSpecifier(specifier, file);
      if (target === null || seen.has(target)) continue;
      seen.add(target);
      if (/\.(ts|tsx|mts|mjs|js)$/.test(target) && !target.endsWith('.d.ts')) queue.push(target);
    }
  }
  return seen;
}

const counted = (file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !/\.d\.m?ts$/.test(file);

function main() {
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ROUTES;
  const serverFiles = [...walk(path.join(root, 'lib/server'))].filter(counted).length;
  console.log(`lib/server holds ${serverFiles} files`);
  for (const route of routes) {
    const files = [...reach(path.resolve(root, route))].filter(counted);
    const server = files.filter((file) => path.relative(root, file).startsWith('lib/server/'));
    console.log(`${route}: ${server.length} lib/server files, ${files.length} repository files`);
  }
}

function* walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
