'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_AT_KEY, shouldReloadForChunkError } from '@/lib/client/chunk-reload';
import { reloadPage } from '@/lib/client/page-reload';

function lastReloadAt(): number | null {
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_AT_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

function rememberReload(now: number): void {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_AT_KEY, String(now));
  } catch {
    // without storage the guard cannot remember; reloading once is still right
  }
}

/** spec §8: a failed code-chunk load reloads the page (a new deploy), at most once per 60 seconds. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (error: unknown) => {
      const now = Date.now();
      if (!shouldReloadForChunkError(error, lastReloadAt(), now)) return;
      rememberReload(now);
      reloadPage();
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
