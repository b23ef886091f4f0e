import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CallContract } from '@/lib/contract/call';
import { ALL_CALLS } from '@/lib/contract/calls';

// A call's home is its contract (lib/contract/calls): method, path, input and output. The route
// folder that serves it and the address rows browser code calls by are written beside it, so each is
// pinned here to the contract: a route folder serves, under each method it exports, the contract
// whose path is the folder's own, and every contract has its folder. A new call takes the contract
// and its route; a moved or renamed one fails here, not in a shopper's browser.
// docs/development.md#add-a-call walks through it.

const root = path.resolve(__dirname, '../../..');
const API = path.join(root, 'app/api');
/** Answers that are not calls of the contract: the catch-all's 404, the providers' webhooks, the API document. */
const NOT_CALLS = new Set(['[...unknown]', 'paypal/webhook', 'stripe/webhook', 'openapi.json']);

interface RouteExport {
  folder: string;
  method: string;
  wrapper: string;
  call: string;
  from: string;
  /** Where the route file takes its wrapper from. */
  wrapperFrom: string;
}

function routeFiles(folder: string): string[] {
  return readdirSync(path.join(API, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return routeFiles(relative);
    return entry.name === 'route.ts' ? [folder] : [];
  });
}

/** Each `export const METHOD = wrapper(someCall, …)` of a route file, with where someCall comes from. */
function exportsOf(folder: string): RouteExport[] {
  const text = readFileSync(path.join(API, folder, 'route.ts'), 'utf8');
  const sources = new Map<string, string>();
  for (const match of text.matchAll(/import \{([^}]+)\} from '(@\/lib\/contract\/calls[^']*)'/g)) {
    for (const name of (match[1] ?? '').split(',')) sources.set(name.trim(), match[2] ?? '');
  }
  for (const match of text.matchAll(/import \{([^}]+)\} from '(@\/lib\/server\/[^']*)'/g)) {
    for (const name of (match[1] ?? '').split(',')) sources.set(name.trim(), match[2] ?? '');
  }
  return Array.from(text.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = (\w+)\(\s*(\w+)/g), (match) => {
    const wrapper = match[2] ?? '';
    const call = match[3] ?? '';
    return {
      folder,
      method: match[1] ?? '',
      wrapper,
      call,
      from: sources.get(call) ?? '',
      wrapperFrom: sources.get(wrapper) ?? '',
    };
  });
}

const folders = routeFiles('').filter((folder) => !NOT_CALLS.has(folder));
const routeExports = folders.flatMap(exportsOf);

describe('route folders and the contract', () => {
  it('finds the route files (the checks below have something to check)', () => {
    expect(folders.length).toBeGreaterThan(150);
    expect(routeExports.length).toBeGreaterThanOrEqual(folders.length);
  });

  it.each(routeExports.map((route) => [`${route.method} /api/${route.folder}`, route] as const))(
    '%s serves the contract call of its own path and method',
    async (_name, route) => {
      expect(route.from).not.toBe('');
      const calls = (await import(route.from)) as Record<string, CallContract | undefined>;
      const contract = calls[route.call];
      expect({ method: contract?.method, path: contract?.path }).toEqual({
        method: route.method,
        path: `/api/${route.folder}`,
      });
    },
  );

  // A public call's route takes the adapter that asks nobody who is calling, so it loads no account
  // code; a signed-in or operator call's route takes the wrapper that checks the session first
  // (docs/architecture.md#layers, docs/security.md#session-before-body).
  const WRAPPERS: Record<CallContract['access'], readonly string[]> = {
    public: [
      '@/lib/server/platform/http publicRouteHandler',
      // a live chat's event stream (docs/product.md#live-chat): the conversation's token opens it
      '@/lib/server/platform/http publicStreamRoute',
      '@/lib/server/flows/checked-routes privateImageRoute',
    ],
    'signed-in': [
      '@/lib/server/flows/checked-routes shopperRouteHandler',
      '@/lib/server/flows/checked-routes shopperFileRoute',
      '@/lib/server/flows/checked-routes privateImageRoute',
    ],
    operator: [
      '@/lib/server/flows/checked-routes operatorRouteHandler',
      '@/lib/server/flows/checked-routes operatorFileRoute',
      '@/lib/server/flows/checked-routes operatorStreamRoute',
      '@/lib/server/flows/checked-routes privateImageRoute',
    ],
  };

  it.each(routeExports.map((route) => [`${route.method} /api/${route.folder}`, route] as const))(
    "%s takes the route wrapper its call's access names",
    async (_name, route) => {
      const calls = (await import(route.from)) as Record<string, CallContract | undefined>;
      const access = calls[route.call]?.access ?? 'public';
      expect(WRAPPERS[access]).toContain(`${route.wrapperFrom} ${route.wrapper}`);
    },
  );

  it('gives every call of the contract its route folder', () => {
    const served = new Set(routeExports.map((route) => `${route.method} /api/${route.folder}`));
    const homeless = ALL_CALLS.map((call) => `${call.method} ${call.path}`).filter(
      (call) => !served.has(call),
    );
    expect(homeless).toEqual([]);
  });
});
