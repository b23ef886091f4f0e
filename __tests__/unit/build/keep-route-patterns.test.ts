import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {
  KEPT_PATTERNS,
  PAGE_RUNTIMES,
  installedRuntimeDir,
  keepRoutePatterns,
} from '@/scripts/keep-route-patterns.mjs';

// A cached page of a dynamic route (the product page) trailed a static page because Next.js built
// the route's pattern again on every visit. The build step keeps it per route.

/** Shaped as the minified runtime has it: getServerUtils inlined and called where it is defined. */
const RUNTIME_SHAPE = `
let built = 0;
function prepare(r, y, g, v, h) {
  let E = r, C = E.includes('['), A=function({page:e,i18n:t,basePath:r,rewrites:n,pageIsDynamic:i,trailingSlash:s,caseSensitive:o}){
    built++;
    return { page: e, matcher: i ? new RegExp('^' + e.replace(/\\[\\w+\\]/g, '([^/]+)') + '$') : undefined };
  }({page:E,i18n:y,basePath:g,rewrites:v,pageIsDynamic:C,trailingSlash:process.env.__NEXT_TRAILING_SLASH,caseSensitive:!!h.caseSensitive}), j = 1;
  return A;
}
`;

/** The shape above kept per route (a test of its own fails when it is not). */
const KEPT_SHAPE = keepRoutePatterns(RUNTIME_SHAPE) ?? RUNTIME_SHAPE;

/** Runs the code in a context of its own; returns its prepare() and how many times it built utils. */
function load(code: string) {
  const context = vm.createContext({ process: { env: {} } });
  vm.runInContext(`${code}; globalThis.prepare = prepare; globalThis.count = () => built;`, context);
  const prepare = context.prepare as (page: string, ...rest: unknown[]) => { page: string; matcher?: RegExp };
  return {
    visit: (page: string) => prepare(page, undefined, '', [], { caseSensitive: false }),
    built: context.count as () => number,
  };
}

describe("keeping each dynamic route's pattern for the life of the server", () => {
  it.each([
    { runtime: 'as Next.js ships it', code: RUNTIME_SHAPE, builds: 4 },
    { runtime: 'kept per route', code: KEPT_SHAPE, builds: 2 },
  ])('$runtime: four visits to two routes build their patterns $builds times', ({ code, builds }) => {
    const runtime = load(code);
    const first = runtime.visit('/details/[code]');
    runtime.visit('/details/[code]');
    runtime.visit('/details/[code]/lenses');
    const lenses = runtime.visit('/details/[code]/lenses');

    expect(runtime.built()).toBe(builds);
    // each route still gets its own pattern
    expect(first.matcher?.exec('/details/OC1134')?.[1]).toBe('OC1134');
    expect(lenses.matcher?.test('/details/OC1134')).toBe(false);
  });

  it('changes a runtime once: a second run leaves it as it is', () => {
    expect(KEPT_SHAPE).toContain(KEPT_PATTERNS);
    expect(keepRoutePatterns(KEPT_SHAPE)).toBe(KEPT_SHAPE);
  });

  it.each([
    ['no getServerUtils at all', 'let A = 1;'],
    ['a definition without its call', RUNTIME_SHAPE.replace('}({page:E', '};({page:E')],
    ['two definitions', RUNTIME_SHAPE + RUNTIME_SHAPE],
  ])('leaves code of another shape alone (%s)', (_, code) => {
    expect(keepRoutePatterns(code)).toBeUndefined();
  });

  // Fails when an upgrade of Next.js changes the runtime: look at scripts/keep-route-patterns.mjs again.
  it.each(PAGE_RUNTIMES)('knows the installed Next.js runtime %s', (name) => {
    const code = readFileSync(path.join(installedRuntimeDir(), name), 'utf8');
    const kept = keepRoutePatterns(code);
    expect(kept).toBeDefined();
    expect(() => new vm.Script(`(function (exports, require, module) {${kept}\n})`)).not.toThrow();
  });
});
