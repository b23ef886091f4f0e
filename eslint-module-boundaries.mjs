// The module boundaries of docs/architecture.md#house-rules, enforced by lint. One rule resolves
// every import, by alias (`@/…`) or relative path, to a file of the repository and checks:
// - a lib/server module (a folder of a layer) is entered only through its front door
//   `@/lib/server/<layer>/<module>`;
// - a module's tables (its tables.ts, and the schema in lib/server/platform/db/schema) are imported only
//   inside that module: tables.ts files, the seed (it writes every table at first start) and the
//   operator's seed script are the only importers of the schema, and a tables.ts imports only the
//   schema file named after its module (`schema/cart.ts` for lib/server/domain/cart);
// - lib/shop imports only lib/shop; lib/server imports neither components nor lib/client;
// - each module's index.ts begins with `import 'server-only'`;
// - lib/server's units stand in layers (docs/architecture.md#layers): a unit imports only units
//   ranked below it, so no two units import each other and nothing low reaches what stands on it.
// Tests (`__tests__`, `e2e`) may import a module's inner files to test a unit.
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);
/** lib/server's three layer folders (docs/architecture.md#layers): every unit stands in one. */
const LAYER_FOLDERS = ['platform', 'domain', 'flows'];
/** The modules (folders) of lib/server, by their path under it: `domain/cart`. */
const serverModules = new Set(
  LAYER_FOLDERS.flatMap((layer) =>
    fs
      .readdirSync(path.join(root, 'lib/server', layer), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${layer}/${entry.name}`),
  ),
);

const toPosix = (file) => file.split(path.sep).join('/');

/**
 * lib/server's units from the ground up (docs/architecture.md#layers), each named by its path under
 * lib/server (`platform/logger`, `domain/cart`: the folder, or the file without its extension). A unit
 * may import only the units listed before it. The platform holds what any shop would need, the domain
 * modules the shop's own subjects, the flows what runs across them. The folder shows what a unit is;
 * the rank here decides what it may import: `platform/page-cache` and `platform/http` are plumbing,
 * yet stand among the domain modules because they import some of them.
 */
export const SERVER_LAYERS = {
  platform: [
    'platform/logger',
    // metrics and spans: every unit above may count or trace
    'platform/telemetry',
    'platform/config-rules',
    'platform/public-config',
    'platform/media-url',
    'platform/call-context',
    'platform/client-address',
    'platform/config',
    'platform/redis',
    // the live bus: notices that wake server-sent event streams, through Redis across instances
    'platform/live',
    'platform/db',
    'platform/storage',
    'platform/limits',
    'platform/jobs',
    'platform/audit',
    // the shop's name, sender and public URL an owner sets: every mail and link is made with them
    'domain/store-settings',
    'platform/mail',
    'platform/uploads',
    'platform/images',
    'platform/http',
  ],
  domain: [
    'domain/reference',
    'domain/addresses',
    'domain/search',
    'domain/subscriptions',
    'domain/accounts',
    'domain/staff',
    // the staff's alerts: the modules where events happen raise them in their own transaction
    'domain/alerts',
    // the listings and the lens options read it; it reads no frame
    'domain/lens-rules',
    // the second-frame offer: the cart and the checkout price with it, the page cache drops it
    'domain/promotions',
    // the shipping table: the cart and the checkout price with it, the page cache drops it
    'domain/shipping',
    // the tax rates and settings: the checkout prices with them, the page cache's listener drops them
    'domain/taxes',
    'domain/catalog',
    // it listens for the catalog's changes
    'platform/page-cache',
    'domain/prescriptions',
    'domain/lens-options',
    'domain/cart',
    'domain/lens-flow',
    'domain/wishlist',
    'domain/faces',
    'domain/support',
    // live chat: its conversations are support tickets; it reads the cart and the staff
    'domain/chat',
    'domain/wallet',
    // the face measurement a shopper saves to the account: its own table, by the caller's account id
    'domain/fit-measurements',
    'domain/statistics',
    'domain/back-in-stock',
    'domain/content',
    'domain/seo',
    'domain/typeahead',
    'domain/payments',
    'domain/coupons',
    'domain/orders',
    'domain/checkout',
    'domain/reviews',
    'domain/system',
  ],
  flows: [
    // the route wrappers of signed-in and operator calls: they ask accounts and staff
    'flows/checked-routes',
    'flows/order-payment',
    'flows/coupon-orders',
    'flows/customer-view',
    // an order back in the cart: orders, the catalog, the lens options and rules, the cart
    'flows/buy-again',
    // the terms every page advertises: the promotions' offer and the free-shipping threshold; below
    // sign-in, whose welcome mail names them
    'flows/advertised-terms',
    'flows/sign-in',
    'flows/dashboard',
    // the daily summary: orders, tickets and the shop's time zone, raised as an alert
    'flows/staff-summary',
    // the shop's logo: stored by the images port, named in the store settings
    'flows/store-logo',
    // the policy pages' defaults drawn from the rules kept now: the store settings and shipping
    'flows/store-policies',
    'flows/seed',
    'flows/shop-jobs',
    'flows/start',
    // the tax report: the orders' taxed rows, the shop's time zone, the jurisdictions' names
    'flows/tax-report',
    // the console's reports: the orders' sums, the statistics' funnel, the shop's time zone
    'flows/reports',
    // the whole shop into one archive and back: the database and the file store
    'flows/backup',
    // the console header's search: orders, customers, products and tickets, each found by its module
    'flows/console-search',
  ],
};

/** Each unit's floor: a unit imports only lower floors. */
const serverRanks = new Map(
  [...SERVER_LAYERS.platform, ...SERVER_LAYERS.domain, ...SERVER_LAYERS.flows].map((unit, rank) => [
    unit,
    rank,
  ]),
);

/**
 * The unit of lib/server a repository path belongs to (its folder, or its own file), named by its
 * path under lib/server (`domain/cart`), or null. An entry outside the layer folders is named as it
 * stands (`cart`): it has no rank, so the lint reports it.
 */
function serverUnitOf(file) {
  const match = /^lib\/server\/(?:(platform|domain|flows)\/)?([^/.]+)(?:\.[a-z.]+)?(\/|$)/.exec(file);
  if (!match) return null;
  const [, layer, name] = match;
  if (!layer) return LAYER_FOLDERS.includes(name) ? null : name;
  return `${layer}/${name}`;
}

function resolveImport(specifier, filename) {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.'))
    return toPosix(path.relative(root, path.resolve(path.dirname(filename), specifier)));
  return null;
}

/** The module a repository path belongs to (`lib/server/<layer>/<module>/…`) as `<layer>/<module>`, or null. */
function serverModuleOf(file) {
  const match = /^lib\/server\/((?:platform|domain|flows)\/[^/]+)(\/|$)/.exec(file);
  return match && serverModules.has(match[1]) ? match[1] : null;
}

const isTest = (file) => /^(__tests__|e2e)\//.test(file);
const isSchema = (target) => /^lib\/server\/platform\/db\/schema(\/|$)/.test(target);
/** The shapes of stored JSON columns (stored-card.ts, stored-order.ts): types, no tables. */
const isStoredShape = (target) => /^lib\/server\/platform\/db\/schema\/stored-[a-z-]+(\.ts)?$/.test(target);
const isTablesFile = (file) => /^lib\/server\/(platform|domain|flows)\/[^/]+\/tables(\.ts)?$/.test(file);

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Module boundaries: front doors, table ownership and layer direction' },
    messages: {
      deep: "'{{specifier}}' reaches inside lib/server/{{module}}: import its front door '@/lib/server/{{module}}' instead.",
      foreignTables:
        "'{{specifier}}' is another module's tables: ask lib/server/{{owner}} through its front door instead.",
      schema: "'{{specifier}}' is the shared schema: import this module's own tables from its tables.ts.",
      otherSchema:
        "'{{specifier}}' is not this module's schema file: its tables.ts re-exports only the tables of {{own}}, the schema file named after it.",
      shopUpward: "lib/shop holds pure rules and imports only lib/shop, not '{{specifier}}'.",
      serverUpward: "lib/server must not import the browser side ('{{specifier}}').",
      serverOnly: "A module's front door begins with `import 'server-only'`.",
      upward:
        "lib/server/{{from}} must not import '{{specifier}}': {{to}} does not stand below {{from}} (docs/architecture.md#layers). Pass what it needs in, or move the code to the unit that uses both.",
      unranked:
        'lib/server/{{unit}} has no floor: put it in its layer folder (platform, domain or flows) and give it a rank in SERVER_LAYERS (eslint-module-boundaries.mjs, docs/architecture.md#layers).',
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
        if (isTablesFile(file)) {
          // a module owns the tables of the schema file named after it, and only those
          const own = `lib/server/platform/db/schema/${fromModule.split('/')[1]}`;
          if (target.replace(/\.ts$/, '') === own || isStoredShape(target)) return;
          context.report({ node, messageId: 'otherSchema', data: { ...data, own: `${own}.ts` } });
          return;
        }
        if (fromModule === 'flows/seed' || file.startsWith('scripts/')) return;
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
        if (!/^lib\/server\/(platform|domain|flows)\/[^/]+\/index\.ts$/.test(file)) return;
        const guarded = node.body.some(
          (statement) => statement.type === 'ImportDeclaration' && statement.source.value === 'server-only',
        );
        if (!guarded) context.report({ node, messageId: 'serverOnly' });
      },
    };
  },
};

export const oculoPlugin = { rules: { 'module-boundaries': moduleBoundaries } };
