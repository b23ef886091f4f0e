// Which guards protect which paths. Patterns use the proxy matcher's syntax: a literal path, optionally
// ending in `/:name*` (zero or more further segments). Keep `config.matcher` in proxy.ts in step.

export interface GuardedRoute {
  pattern: string;
  guards: readonly string[];
}

// docs/product.md#sign-in-rule: routes whose name starts with centerMain need sign-in
export const GUARDED_ROUTES: readonly GuardedRoute[] = [
  { pattern: '/centerMain/:path*', guards: ['signedIn'] },
  // the operator console (its sign-in and set-password pages let everyone in)
  { pattern: '/admin/:path*', guards: ['operatorSignedIn'] },
];

/** Whether a pathname matches a pattern such as `/centerMain/:path*` (also `/centerMain` itself). */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const rest = pattern.match(/^(.*)\/:[A-Za-z_]\w*\*$/);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!rest) return path === pattern;
  const base = rest[1] ?? '';
  return path === base || path.startsWith(`${base}/`);
}

/** The guard names of every route the pathname matches, in table order, without repeats. */
export function guardNamesFor(pathname: string, routes: readonly GuardedRoute[] = GUARDED_ROUTES): string[] {
  const names = routes
    .filter((route) => matchesRoutePattern(route.pattern, pathname))
    .flatMap((route) => route.guards);
  return [...new Set(names)];
}

/**
 * Whether a link may be prefetched for a visitor: a guarded page prefetched by a guest answers with
 * the guard's redirect home, and the router's request for that redirect is left open until it gives
 * up (30 s), so the page never goes network-quiet. Guarded links are prefetched only when signed in.
 */
export function mayPrefetch(pathname: string, signedIn: boolean): boolean {
  return signedIn || guardNamesFor(pathname).length === 0;
}
