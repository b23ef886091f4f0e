'use client';

import Image, { type ImageProps } from 'next/image';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { LAZY_IMAGE } from '@/lib/shop/constants';
import { IMAGE_PLACEHOLDER } from '@/lib/shop/image-placeholder';
import { attemptSrc, canRetry, preloadMargin, retryDelayMs } from '@/lib/shop/image-retry';

type Props = Omit<ImageProps, 'src' | 'placeholder' | 'onError' | 'loading'> & { src: string };

/**
 * A catalog picture the way spec §9 asks: it starts loading once it is within 1.3 screens of
 * the viewport, shows a placeholder until it arrives, and tries again (5 attempts in all)
 * before it settles on the placeholder. The real address is in the server HTML for crawlers.
 */
export function LazyImage({ src, alt, priority, ...rest }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [near, setNear] = useState(Boolean(priority));
  const image = useRef<HTMLImageElement>(null);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const element = image.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: preloadMargin(LAZY_IMAGE.preloadFactor) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => () => clearTimeout(retry.current), []);

  const fail = () => {
    if (!canRetry(attempt, LAZY_IMAGE.attempts)) {
      setFailed(true);
      return;
    }
    retry.current = setTimeout(() => setAttempt(attempt + 1), retryDelayMs(attempt));
  };

  // A picture that failed before the page became interactive fired its error too early for React;
  // only the first render's picture can have failed unseen, so this runs once, on mount.
  const failedUnseen = useEffectEvent(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) fail();
  });
  useEffect(() => failedUnseen(), []);

  return (
    <Image
      {...rest}
      ref={image}
      src={failed ? IMAGE_PLACEHOLDER : attemptSrc(src, attempt)}
      alt={alt}
      priority={priority}
      loading={priority ? undefined : near ? 'eager' : 'lazy'}
      placeholder={IMAGE_PLACEHOLDER as `data:image/${string}`}
      onError={failed ? undefined : fail}
      data-attempt={attempt}
      data-failed={failed || undefined}
    />
  );
}
