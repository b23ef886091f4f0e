'use client';

import { useEffect, useEffectEvent, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { preload } from 'react-dom';
import { LAZY_IMAGE } from '@/lib/shop/constants';
import { IMAGE_PLACEHOLDER } from '@/lib/shop/image-placeholder';
import { attemptSrc, canRetry, retryDelayMs } from '@/lib/shop/image-retry';
import { useNearViewport } from './use-near-viewport';
import styles from './lazy-image.module.css';

type Props = Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'onError' | 'onLoad' | 'style' | 'sizes' | 'srcSet'
> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's main picture: fetched first, with a preload hint in the page's head. */
  priority?: boolean;
  /** An uploaded photo's stored sizes, made on the server; a drawing has none. */
  srcSet?: string;
  /** How wide the picture shows, for the browser to pick from srcSet. */
  sizes?: string;
};

/**
 * A catalog picture the way docs/product.md#constants asks: it starts loading once it is within 1.3
 * screens of the viewport, shows a placeholder until it arrives, and tries again (5 attempts in
 * all) before it settles on the placeholder. The real address is in the server HTML for crawlers.
 *
 * A plain <img>: the shop's drawings are SVGs served as they are, and its 5 kB of code left every
 * catalog and product page. An uploaded photo carries the srcSet the server made with next/image's
 * getImageProps (lib/server/platform/images), so it still comes in the size the screen needs.
 */
export function LazyImage({ src, alt, priority, srcSet, sizes, className, ...rest }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [decoded, setDecoded] = useState(false);
  const [errored, setErrored] = useState(false);
  const { ref: image, near } = useNearViewport<HTMLImageElement>({ initiallyNear: Boolean(priority) });
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shownSrc = failed ? IMAGE_PLACEHOLDER : attemptSrc(src, attempt);
  // A retry asks for the plain address again, which attemptSrc makes new; the sizes would not be.
  const shownSrcSet = attempt === 0 && !failed ? srcSet : undefined;

  if (priority)
    preload(shownSrc, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: shownSrcSet,
      imageSizes: shownSrcSet && sizes,
    });

  useEffect(() => () => clearTimeout(retry.current), []);

  const arrived = (element: HTMLImageElement) => {
    const decoding = typeof element.decode === 'function' ? element.decode() : Promise.resolve();
    void decoding
      .catch(() => undefined)
      .then(() => {
        if (element.isConnected) setDecoded(true);
      });
  };

  const fail = () => {
    setErrored(true);
    if (!canRetry(attempt, LAZY_IMAGE.attempts)) {
      setFailed(true);
      return;
    }
    retry.current = setTimeout(() => setAttempt(attempt + 1), retryDelayMs(attempt));
  };

  // A picture that loaded or failed before the page became interactive fired its event too early
  // for React; only the first render's picture can have done so unseen, so this runs once, on mount.
  const settledUnseen = useEffectEvent(() => {
    const element = image.current;
    if (!element?.complete || !element.currentSrc) return;
    if (element.naturalWidth === 0) fail();
    else arrived(element);
  });
  useEffect(() => settledUnseen(), []);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- served as drawn: nothing to optimise
    <img
      {...rest}
      ref={image}
      alt={alt}
      // `loading` comes before `src`: React sets attributes in order, and Safari and Firefox
      // start fetching the moment `src` is set
      loading={priority ? undefined : near ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-nimg="1"
      className={[className, errored ? undefined : decoded ? styles.arrived : styles.waiting]
        .filter(Boolean)
        .join(' ')}
      srcSet={shownSrcSet}
      sizes={shownSrcSet ? sizes : undefined}
      src={shownSrc}
      onLoad={(event) => arrived(event.currentTarget)}
      onError={failed ? undefined : fail}
      data-attempt={attempt}
      data-failed={failed || undefined}
    />
  );
}
