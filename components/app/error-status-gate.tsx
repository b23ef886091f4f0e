'use client';

import type { ReactNode } from 'react';
import { ErrorView } from '@/components/ui/error-view';
import { useShopState } from '@/lib/client/store';

/** Shows the error page in place of the route when the API client asked for one (docs/product.md#errors). */
export function ErrorStatusGate({ children }: { children: ReactNode }) {
  const status = useShopState((state) => state.errorStatus);
  if (status === null) return <>{children}</>;
  return <ErrorView status={status} />;
}
