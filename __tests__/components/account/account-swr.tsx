import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Each test gets its own SWR cache, so no answer of one test leaks into the next. */
export function FreshSwr({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}
