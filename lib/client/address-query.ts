import { useSyncExternalStore } from 'react';

/** Fired after the shop rewrites the address itself (history.pushState fires no event). */
const ADDRESS_CHANGED = 'oculo:address-changed';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

/**
 * The address's query string ("?shape=round"), or null while the page hydrates. Unlike
 * useSearchParams it does not turn a cached page's island into a browser-only render: the
 * server HTML hydrates as it is, and the island follows the address right after.
 */
export function useAddressQuery(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => null,
  );
}

/** Puts a new address in the history, as a page turn the Back button undoes. */
export function pushAddress(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}
