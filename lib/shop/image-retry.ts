import { LAZY_IMAGE } from './constants';

/**
 * The address of the n-th attempt at an image (5 attempts, docs/product.md#constants): the first is
 * the image itself, later ones add an attempt marker so neither the browser nor a cache replays the
 * failure.
 */
export function attemptSrc(src: string, attempt: number): string {
  if (attempt <= 0) return src;
  const [path, hash] = src.split('#', 2);
  const joined = `${path}${path?.includes('?') ? '&' : '?'}attempt=${attempt}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** Whether another attempt is left after `attempt` (0-based) failed. */
export function canRetry(attempt: number, attempts: number = LAZY_IMAGE.attempts): boolean {
  return attempt + 1 < attempts;
}

/** Waits a little longer before each new attempt: 0.5 s, 1 s, 2 s, 4 s. */
export function retryDelayMs(attempt: number): number {
  return 500 * 2 ** attempt;
}

/**
 * The IntersectionObserver margin that starts loading an image once it is within
 * `preloadFactor` viewport heights (1.3), i.e. 30% of a screen below the fold.
 */
export function preloadMargin(preloadFactor: number = LAZY_IMAGE.preloadFactor): string {
  const percent = Math.round((preloadFactor - 1) * 100);
  return `0px 0px ${percent}% 0px`;
}
