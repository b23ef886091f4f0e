// Run before `next build` and at every start (scripts/start.mjs): Next.js's page runtime keeps each
// dynamic route's pattern for the life of the server, rather than building it again on every visit.
//
// Why: for every request to a dynamic route (a product page, /details/[code]), Next.js 16.4 calls
// getServerUtils, which compiles the route's pattern into a fresh set of regular expressions
// (getNamedRouteRegex) and matchers. Its inputs are the route and the build's fixed settings, so
// every call returns the same thing. A CPU profile of a cached product page under load put it at
// ~35 µs a visit of the ~150 µs by which a cached page of a dynamic route trails the same page
// from a static route (bench:pages; BENCHMARKS.md "What the product page pays").
// Delete this step when Next.js caches the result itself.
//
// How: the runtime is minified, with getServerUtils inlined as a function called where it is
// defined. Its call becomes a lookup in a Map keyed by the route, filled on the route's first
// visit. The other arguments are the build's (i18n, basePath, the rewrites of the routes manifest,
// trailingSlash, caseSensitive) and the same for every call of one route, and nothing writes to
// the object returned (its regular expressions carry no `g` or `y` flag, so no lastIndex either).
// A runtime whose code does not have this shape is left as it is, with a warning: it is a newer
// Next.js, and __tests__/unit/build/keep-route-patterns.test.ts fails until this step is looked at again.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the kept results live; also how a runtime already changed is known, so a second run changes nothing. */
export const KEPT_PATTERNS = 'oculo.routePatterns';

const DEFINITION =
  /(\w+)=function\(\{page:\w+,i18n:\w+,basePath:\w+,rewrites:\w+,pageIsDynamic:\w+,trailingSlash:\w+,caseSensitive:\w+\}\)\{/g;
const CALL =
  /\}\(\{page:(\w+),i18n:\w+,basePath:\w+,rewrites:\w+,pageIsDynamic:\w+,trailingSlash:process\.env\.__NEXT_TRAILING_SLASH,caseSensitive:[^{}()]+\}\)/y;

/** The runtimes that serve the App Router's pages in production (Turbopack's and webpack's builds). */
export const PAGE_RUNTIMES = [
  'app-page-turbo.runtime.prod.js',
  'app-page-turbo-experimental.runtime.prod.js',
  'app-page.runtime.prod.js',
  'app-page-experimental.runtime.prod.js',
];

/**
 * The runtime's code with getServerUtils' result kept per route; `undefined` when the code does not
 * have the shape this step knows (a changed Next.js), the code itself when it was kept already.
 * @param {string} code
 * @returns {string | undefined}
 */
export function keepRoutePatterns(code) {
  if (code.includes(KEPT_PATTERNS)) return code;
  const definitions = [...code.matchAll(DEFINITION)];
  if (definitions.length !== 1) return undefined;
  const [definition, target] = definitions[0];
  const start = definitions[0].index;
  const end = callAfter(code, start + definition.length);
  if (!end) return undefined;
  const { index: callStart, text: call, page } = end;
  const memo = `globalThis[Symbol.for(${JSON.stringify(KEPT_PATTERNS)})]??=new Map`;
  return (
    code.slice(0, start) +
    `${target}=(${memo}).get(${page})??(${memo}).set(${page},` +
    code.slice(start + target.length + '='.length, callStart) +
    `${call}).get(${page})` +
    code.slice(callStart + call.length)
  );
}

/**
 * Where the inlined function's call starts: the first `}({page:…})` after its definition whose
 * arguments are getServerUtils' own.
 * @param {string} code
 * @param {number} from
 */
function callAfter(code, from) {
  for (let at = code.indexOf('}({page:', from); at !== -1; at = code.indexOf('}({page:', at + 1)) {
    CALL.lastIndex = at;
    const match = CALL.exec(code);
    if (match) return { index: at, text: match[0], page: match[1] };
  }
  return undefined;
}

/**
 * Applies the step to each page runtime of the installed Next.js; returns what happened to each.
 * @param {string} runtimeDir the folder of next/dist/compiled/next-server
 */
export function keepRoutePatternsIn(runtimeDir) {
  return PAGE_RUNTIMES.map((name) => {
    const file = path.join(runtimeDir, name);
    let code;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      return { name, outcome: /** @type {const} */ ('absent') };
    }
    const kept = keepRoutePatterns(code);
    if (kept === undefined) return { name, outcome: /** @type {const} */ ('unknown shape') };
    if (kept === code) return { name, outcome: /** @type {const} */ ('kept already') };
    writeFileSync(file, kept);
    return { name, outcome: /** @type {const} */ ('kept') };
  });
}

/** The installed Next.js's folder of server runtimes. */
export function installedRuntimeDir() {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('next/package.json')), 'dist', 'compiled', 'next-server');
}

/** The step on the installed Next.js, as `npm run build` and scripts/start.mjs run it, saying what it did. */
export function keepInstalledRoutePatterns() {
  const outcomes = keepRoutePatternsIn(installedRuntimeDir());
  const unknown = outcomes.filter((entry) => entry.outcome === 'unknown shape');
  for (const entry of unknown) {
    console.warn(
      `Next.js's ${entry.name} does not have the shape scripts/keep-route-patterns.mjs knows: ` +
        'dynamic routes build their patterns on every visit (see the script).',
    );
  }
  const changed = outcomes.filter((entry) => entry.outcome === 'kept').length;
  if (changed > 0 || unknown.length > 0)
    console.log(
      `Route patterns: kept per route in ${changed} page runtime(s) (${outcomes.length - unknown.length} ready).`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) keepInstalledRoutePatterns();
