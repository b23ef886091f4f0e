import { CHUNK_RELOAD_GUARD_MS } from '@/lib/shop/constants';

// docs/product.md#errors: a failed code-chunk load on route change reloads the page, at most once
// per 60 seconds.

/** Where the time of the last chunk-error reload is kept, per tab. */
export const CHUNK_RELOAD_AT_KEY = 'oculo:chunkReloadAt';

const CHUNK_ERROR_MESSAGES = [
  /Loading chunk [\w-]+ failed/i,
  /Loading CSS chunk/i,
  /Failed to load chunk/i,
  /Importing a module script failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
];

function textOf(value: unknown, key: 'name' | 'message'): string {
  if (typeof value === 'object' && value !== null && key in value) {
    const text = (value as Record<string, unknown>)[key];
    return typeof text === 'string' ? text : '';
  }
  return key === 'message' && typeof value === 'string' ? value : '';
}

/** Whether a thrown value (or an error event's message) says a code chunk failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (textOf(error, 'name') === 'ChunkLoadError') return true;
  const message = textOf(error, 'message');
  return CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether to reload the page for this error: only for a chunk-load failure, and only when the last
 * such reload (if any) was at least CHUNK_RELOAD_GUARD_MS ago, so a broken deploy cannot loop.
 */
export function shouldReloadForChunkError(error: unknown, lastReloadAt: number | null, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}
