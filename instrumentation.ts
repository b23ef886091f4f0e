/**
 * Runs once when a server process starts: starts tracing when it is asked for
 * (docs/operating.md#traces), validates the configuration (a bad value stops the start with a
 * message naming the variable) and opens, migrates and seeds the database so the first shopper
 * does not wait for it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // pages prerendered by the build read the catalog: the database they open is seeded too
    const { prepareShopDataOnOpen } = await import('./lib/server/flows/seed');
    prepareShopDataOnOpen();
    return;
  }
  // first, so the spans of everything the start does and every request after it are sent
  const { startTracing } = await import('./lib/server/platform/telemetry');
  await startTracing();
  const { startServer } = await import('./lib/server/flows/start');
  await startServer();
}
