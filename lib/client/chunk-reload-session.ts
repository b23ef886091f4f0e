import { CHUNK_RELOAD_AT_KEY, shouldReloadForChunkError } from './chunk-reload';
import { reloadPage } from './page-reload';

// docs/product.md#errors: a failed code-chunk load reloads the page, at most once per 60 seconds.
// The time of the last such reload is kept in this tab's session storage, so it survives the reload
// it causes.

function lastChunkReloadAt(): number | null {
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_AT_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/** Whether this error is a chunk-load failure that may reload the page now (the 60 s guard allows it). */
export function mayReloadForChunkError(error: unknown, now: number = Date.now()): boolean {
  if (typeof window === 'undefined') return false;
  return shouldReloadForChunkError(error, lastChunkReloadAt(), now);
}

/** Remembers the reload (for the 60 s guard), then reloads the page. */
export function reloadForChunkError(now: number = Date.now()): void {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_AT_KEY, String(now));
  } catch {
    // without storage the guard cannot remember; reloading once is still right
  }
  reloadPage();
}

/** Reloads the page for a chunk-load failure when the guard allows it; says whether it did. */
export function handleChunkError(error: unknown, now: number = Date.now()): boolean {
  if (!mayReloadForChunkError(error, now)) return false;
  reloadForChunkError(now);
  return true;
}
