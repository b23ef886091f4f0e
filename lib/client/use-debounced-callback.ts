import { useCallback, useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@/lib/shop/constants';
import { debounce } from '@/lib/shop/timing';

/**
 * The shop's "debounce 600 ms" (docs/product.md#constants) for a component: `later(...)` runs `act`
 * once the calls have paused for `wait` ms (fixed when the component mounts), with the last call's
 * arguments and the latest `act` (so it sees the latest props); `cancel()` drops a pending call, as
 * unmounting does.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  act: (...args: Args) => void,
  wait: number = DEBOUNCE_MS,
): { later: (...args: Args) => void; cancel: () => void } {
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  }, [act]);
  const [runner] = useState(() => debounce((run: () => void) => run(), wait));
  useEffect(() => () => runner.cancel(), [runner]);
  const later = useCallback((...args: Args) => runner(() => latest.current(...args)), [runner]);
  return { later, cancel: runner.cancel };
}
