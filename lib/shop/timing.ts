import { DEBOUNCE_MS, FETCH_MIN_DELAY_MS } from './constants';

export type Debounced<Args extends unknown[]> = ((...args: Args) => void) & { cancel: () => void };

// debounce default 600 ms (docs/product.md#constants); the last call wins, `wait` ms after the
// calls stop
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number = DEBOUNCE_MS,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: Args): void => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  return Object.assign(debounced, { cancel });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// fetch minimum delay 200 ms, so a fast answer does not make a spinner flicker
export async function withMinimumDelay<T>(
  work: Promise<T> | (() => Promise<T>),
  ms: number = FETCH_MIN_DELAY_MS,
): Promise<T> {
  const pending = typeof work === 'function' ? new Promise<T>((resolve) => resolve(work())) : work;
  const [outcome] = await Promise.allSettled([pending, delay(ms)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
