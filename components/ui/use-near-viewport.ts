'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LAZY_IMAGE } from '@/lib/shop/constants';
import { preloadMargin } from '@/lib/shop/image-retry';

const subscribeToNothing = () => () => {};

/**
 * Whether an element has come within 1.3 screens (docs/product.md#constants) of the viewport; once
 * it has, it stays so. Lazy pictures wait for it before they load, and the home page's
 * below-the-fold rails and photo wall before they fetch anything at all.
 *
 * `whenUnsupported`: what a browser without IntersectionObserver gets (a picture falls back on the
 * browser's own lazy loading; a part that fetches its content must then fetch it at once).
 * `belowTheFold`: a part under the first screen. In view it counts as near at once; inside the margin
 * only from the shopper's first scroll, so a visit that reads the first screen and leaves fetches
 * nothing of it (on a phone the first rail starts right under the fold).
 */
export function useNearViewport<T extends Element>({
  initiallyNear = false,
  whenUnsupported = false,
  belowTheFold = false,
}: { initiallyNear?: boolean; whenUnsupported?: boolean; belowTheFold?: boolean } = {}) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initiallyNear);

  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const onScroll = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((candidate) => candidate.isIntersecting);
        if (!entry) return;
        const inView = entry.boundingClientRect.top < window.innerHeight;
        if (!belowTheFold || inView || window.scrollY > 0) setNear(true);
        else window.addEventListener('scroll', onScroll, { once: true, passive: true });
      },
      { rootMargin: preloadMargin(LAZY_IMAGE.preloadFactor) },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [near, belowTheFold]);

  // Read after hydration (the server has no observer either, and must render what the browser first does).
  const unsupported = useSyncExternalStore(
    subscribeToNothing,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  return { ref, near: near || (whenUnsupported && unsupported) };
}
