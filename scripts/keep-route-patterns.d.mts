/** Where the kept route patterns live (keep-route-patterns.mjs). */
export declare const KEPT_PATTERNS: string;
/** The page runtimes of Next.js the step changes (keep-route-patterns.mjs). */
export declare const PAGE_RUNTIMES: readonly string[];
/** A page runtime's code with getServerUtils kept per route; undefined for a shape it does not know. */
export declare function keepRoutePatterns(code: string): string | undefined;
/** Applies the step to each page runtime in `runtimeDir` (keep-route-patterns.mjs). */
export declare function keepRoutePatternsIn(
  runtimeDir: string,
): { name: string; outcome: 'absent' | 'unknown shape' | 'kept already' | 'kept' }[];
/** The installed Next.js's folder of server runtimes. */
export declare function installedRuntimeDir(): string;
