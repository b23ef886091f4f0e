// The module boundaries of docs/architecture.md#house-rules, enforced by lint. One rule resolves
// every import, by alias (`@/…`) or relative path, to a file of the repository and checks:
// - a lib/server module (a folder) is entered only through its front door `@/lib/server/<module>`;
// - a module's tables (its tables.ts, and the schema in lib/server/db/schema) are imported only
//   inside that module: tables.ts files, the seed (it writes every table at first start) and the
//   operator's seed script are the only importers of the schema;
// - lib/shop imports only lib/shop; lib/server imports neither components nor lib/client;
// - each module's index.ts begins with `import 'server-only'`;
// - lib/server's units stand in layers (docs/architecture.md#layers): a unit imports only units
//   ranked below it, so no two units import each other and nothing low reaches what stands on it.
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

/**
 * lib/server's units from the ground up (docs/architecture.md#layers). A unit is a folder or a
 * file of lib/server; it may import only the units listed before it. The platform holds what any
 * shop would need, the domain modules the shop's own subjects, the flows what runs across them.
 */
export const SERVER_LAYERS = {
  platform: [
    'logger',
    'config-rules',
    'public-config',
    'media-url',
    'call-context',
    'client-address',
    'config',
    'redis',
    'db',
    'storage',
    'limits',
    'jobs',
    'mail',
    'audit',
    'uploads',
    'images',
  ],
  domain: [
    'reference',
    'addresses',
    'search',
    'subscriptions',
    'accounts',
    'staff',
    'catalog',
    'page-cache',
    'prescriptions',
    'lens-options',
    'cart',
    'lens-flow',
    'wishlist',
    'faces',
    'support',
    'wallet',
    'statistics',
    'back-in-stock',
    'content',
    'seo',
    'typeahead',
    'payments',
    'coupons',
    'orders',
    'checkout',
    'reviews',
    'system',
    'http',
  ],
  flows: [
    'order-payment',
    'coupon-orders',
    'customer-view',
    'sign-in',
    'dashboard',
    'seed',
    'shop-jobs',
    'start',
  ],
};

/** Each unit's floor: a unit imports only lower floors. */
const serverRanks = new Map(
  [...SERVER_LAYERS.platform, ...SERVER_LAYERS.domain, ...SERVER_LAYERS.flows].map((unit, rank) => [
    unit,
    rank,
  ]),
);

/** The unit of lib/server a repository path belongs to (its folder, or its own file), or null. */
function serverUnitOf(file) {
  const match = /^lib\/server\/([^/.]+)(?:\.[a-z]+)?(\/|$)/.exec(file);
  return match ? match[1] : null;
}

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
      upward:
        "lib/server/{{from}} must not import '{{specifier}}': {{to}} does not stand below {{from}} (docs/architecture.md#layers). Pass what it needs in, or move the code to the unit that uses both.",
      unranked:
        'lib/server/{{unit}} has no floor: give it a rank in SERVER_LAYERS (eslint-module-boundaries.mjs, docs/architecture.md#layers).',
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
      const fromUnit = serverUnitOf(file);
      const toUnit = serverUnitOf(target);
      if (fromUnit !== null && toUnit !== null && fromUnit !== toUnit) {
        for (const unit of [fromUnit, toUnit]) {
          if (!serverRanks.has(unit)) {
            context.report({ node, messageId: 'unranked', data: { unit } });
            return;
          }
        }
        if (serverRanks.get(toUnit) >= serverRanks.get(fromUnit)) {
          context.report({ node, messageId: 'upward', data: { ...data, from: fromUnit, to: toUnit } });
          return;
        }
      }
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
