'use client';

import { useEffect, useState } from 'react';
import { mayReloadForChunkError, reloadForChunkError } from '@/lib/client/chunk-reload-session';

/**
 * docs/product.md#errors: an error boundary that caught a failed code-chunk load reloads the page
 * instead of showing the error view, at most once per 60 seconds (a second failure in that time
 * shows the error view, so a broken deploy cannot loop). Returns true while the page is reloading.
 */
export function useChunkReload(error: unknown): boolean {
  // decided once, when the boundary catches: the reload's own timestamp must not flip it back
  const [reloading] = useState(() => mayReloadForChunkError(error));
  useEffect(() => {
    if (reloading) reloadForChunkError();
  }, [reloading]);
  return reloading;
}
