'use client';

import { useEffect, type ReactNode } from 'react';
// The provider alone, from SWR's own internal entry: 'swr' would bring useSWR (2.5 kB) to every
// page, and only the islands that fetch need it (the first load stays small). It is the same
// component ('swr' re-exports it with its defaultValue attached).
import { SWRConfig } from 'swr/_internal';
import type { SWRConfiguration } from 'swr';
import { wireApiClient } from '@/lib/client/api-wiring';
import { nextTask } from '@/lib/client/next-task';
import { startShop } from '@/lib/client/start-shop';
import {
  hydrateShopState,
  selectSignedIn,
  setOnline,
  shopStore,
  showTipCarriedAcrossReload,
} from '@/lib/client/store';
import { watchVisitTime } from '@/lib/client/visit-time';
import { AccountDialogs } from '@/components/account/sign-in/account-dialogs';
import { TryOnHost } from '@/components/try-on/try-on-host';

// Wired when the module loads, before any child effect can make a call.
wireApiClient();

const SWR_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  // the API client already retries once (docs/product.md#calls); SWR must not multiply that
  shouldRetryOnError: false,
  dedupingInterval: 60_000,
};

let started = false;

/**
 * The client side of the shell: hydrates the store from its cookies, loads start-up data, tracks
 * online state and visit time, and holds the sign-in dialogs and the try-on (loaded only when first
 * opened).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrateShopState();
    // Code 3 (docs/product.md#errors): the tip the logout's reload carried is seen on the new page
    // (a task later: the page's first read of session storage is slow, and hydration's task is long
    // enough)
    void nextTask().then(showTipCarriedAcrossReload);
    if (started) return;
    started = true;
    void startShop();
  }, []);

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // docs/product.md#accounts: the page going hidden ends the signed-in shopper's visit
  // (leaveUserTime)
  useEffect(() => watchVisitTime(() => selectSignedIn(shopStore.getState())), []);

  return (
    <SWRConfig value={SWR_OPTIONS}>
      {children}
      <AccountDialogs />
      <TryOnHost />
    </SWRConfig>
  );
}
