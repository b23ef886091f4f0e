'use client';

import { useEffect, useState } from 'react';

type Loaded = { src: string; image: HTMLImageElement | null };

/**
 * A picture decoded and ready to draw on a canvas, or null while it loads (and when it cannot be
 * read: `failed` says which). The face photo and the frame's front view both come this way.
 */
export function useLoadedImage(src: string | null): { image: HTMLImageElement | null; failed: boolean } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!src) return;
    let current = true;
    const image = new Image();
    image.decoding = 'async';
    image.src = src;
    image
      .decode()
      .then(() => current && setLoaded({ src, image }))
      .catch(() => current && setLoaded({ src, image: null }));
    return () => {
      current = false;
    };
  }, [src]);

  if (!src || loaded?.src !== src) return { image: null, failed: false };
  return { image: loaded.image, failed: loaded.image === null };
}
