'use client';

import { useEffect, useState } from 'react';
import type { ApiPath } from '@/lib/api';
import { fetchPrivateImage } from '@/lib/api/private-image';

/** What the last load of a private image gave: a blob URL, or null when it failed. */
type Loaded = { key: string; url: string | null };

export type PrivateImage = { state: 'loading' } | { state: 'failed' } | { state: 'shown'; url: string };

/**
 * A private image (a prescription photo, an after-sales photo) loaded after mount through its
 * owner-only call and shown from a blob URL, released when the caller goes or asks for another.
 * A new `version` (the owner changed the image) loads it again.
 */
export function usePrivateImage(
  path: ApiPath,
  body: Record<string, string | number>,
  version = '',
): PrivateImage {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const bodyJson = JSON.stringify(body);
  const key = `${path}:${bodyJson}:${version}`;

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchPrivateImage(path, JSON.parse(bodyJson), { signal: controller.signal })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ key, url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, url: null });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, bodyJson, key]);

  if (loaded?.key !== key) return { state: 'loading' };
  return loaded.url ? { state: 'shown', url: loaded.url } : { state: 'failed' };
}
