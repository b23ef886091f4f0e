// The module boundaries of docs/architecture.md#house-rules, enforced by lint. One rule resolves
// every import, by alias (`@/…`) or relative path, to a file of the repository and checks:
// - a lib/server module (a folder) is entered only through its front door `@/lib/server/<module>`;
// - a module's tables (its tables.ts, and the schema in lib/server/db/schema) are imported only
//   inside that module: tables.ts files, the seed (it writes every table at first start) and the
//   operator's seed script are the only importers of the schema;
// - lib/shop imports only lib/shop; lib/server imports neither components nor lib/client;
// - each module's index.ts begins with `import 'server-only'`.
// Tests (`__tests__`, `e2e`) may import a module's inner files to test a unit.
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);
const serverModules = new Set(
  fs
    .readdirSync(path.join(root, 'lib/server'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

const toPosix = (file) => file.split(path.sep).join('/');

function resolveImport(specifier, filename) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.'))
    return toPosix(path.relative(root, path.resolve(path.dirname(filename), specifier)));
  return null;
}

/** The module a repository path belongs to (`lib/server/<module>/…`), or null. */
function serverModuleOf(file) {
  const match = /^lib\/server\/([^/]+)(\/|$)/.exec(file);
  return match && serverModules.has(match[1]) ? match[1] : null;
}

const isTest = (file) => /^(__tests__|e2e)\//.test(file);
const isSchema = (target) => /^lib\/server\/db\/schema(\/|$)/.test(target);
const isTablesFile = (file) => /^lib\/server\/[^/]+\/tables(\.ts)?$/.test(file);

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Module boundaries: front doors, table ownership and layer direction' },
    messages: {
      deep: "'{{specifier}}' reaches inside lib/server/{{module}}: import its front door '@/lib/server/{{module}}' instead.",
      foreignTables:
        "'{{specifier}}' is another module's tables: ask lib/server/{{owner}} through its front door instead.",
      schema: "'{{specifier}}' is the shared schema: import this module's own tables from its tables.ts.",
      shopUpward: "lib/shop holds pure rules and imports only lib/shop, not '{{specifier}}'.",
      serverUpward: "lib/server must not import the browser side ('{{specifier}}').",
      serverOnly: "A module's front door begins with `import 'server-only'`.",
    },
    schema: [],
  },
  create(context) {
    const file = toPosix(path.relative(root, context.filename));
    const fromModule = serverModuleOf(file);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveImport(specifier, context.filename);
      if (target === null) return;
      const data = { specifier };
      if (file.startsWith('lib/shop/') && !target.startsWith('lib/shop/')) {
        context.report({ node, messageId: 'shopUpward', data });
        return;
      }
      if (file.startsWith('lib/server/') && /^(components|lib\/client|app)(\/|$)/.test(target)) {
        context.report({ node, messageId: 'serverUpward', data });
        return;
      }
      if (isTest(file)) return;
      const toModule = serverModuleOf(target);
      if (toModule === null || toModule === fromModule) return;
      if (isSchema(target)) {
        if (isTablesFile(file) || fromModule === 'seed' || file.startsWith('scripts/')) return;
        context.report({ node, messageId: 'schema', data });
        return;
      }
      if (target === `lib/server/${toModule}` || target === `lib/server/${toModule}/index`) return;
      if (isTablesFile(target)) {
        context.report({ node, messageId: 'foreignTables', data: { ...data, owner: toModule } });
        return;
      }
      context.report({ node, messageId: 'deep', data: { ...data, module: toModule } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      Program(node) {
        if (!/^lib\/server\/[^/]+\/index\.ts$/.test(file)) return;
        const guarded = node.body.some(
          (statement) => statement.type === 'ImportDeclaration' && statement.source.value === 'server-only',
        );
        if (!guarded) context.report({ node, messageId: 'serverOnly' });
      },
    };
  },
};

export const oculoPlugin = { rules: { 'module-boundaries': moduleBoundaries } };
