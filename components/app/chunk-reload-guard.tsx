'use client';

import { useEffect } from 'react';
import { handleChunkError } from '@/lib/client/chunk-reload-session';

/**
 * docs/product.md#errors: a failed code-chunk load reloads the page (a new deploy), at most once
 * per 60 seconds. This catches the failures no error boundary sees (a chunk loaded outside
 * rendering); the route error boundaries hand theirs to the same guard
 * (components/app/use-chunk-reload.ts).
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => handleChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handleChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
