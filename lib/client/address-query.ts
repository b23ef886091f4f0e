import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/** Fired after the shop rewrites the address itself (history.pushState fires no event). */
const ADDRESS_CHANGED = 'oculo:address-changed';

/** No page of this island has been committed yet (`page` may itself be undefined). */
const NOTHING_COMMITTED = Symbol('nothing committed');

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

/**
 * The address's query string ("?shape=round"), or null while it is not known: while the page
 * hydrates, and while the router brings a page in. Unlike useSearchParams it does not turn a cached
 * page's island into a browser-only render: the server HTML hydrates as it is, and the island
 * follows the address right after.
 *
 * On a client-side navigation React renders the new page before Next's router writes its address
 * (the router does that while committing the page), so window.location read during that render is
 * still the previous page's. The address is therefore read only once the page has been committed.
 * `page` is what the server rendered the island with (its props): the router keeps an island across
 * a change of query alone (a second search on the search page) and hands it the new page's props,
 * so a new `page` makes the address unknown again until that page is committed too.
 */
export function useAddressQuery(page?: unknown): string | null {
  const committed = useRef<unknown>(NOTHING_COMMITTED);
  // Runs after the router has written the address; React then reads the snapshot again (in its
  // post-commit check) and re-renders with the address.
  useLayoutEffect(() => {
    committed.current = page;
  }, [page]);
  return useSyncExternalStore(
    subscribe,
    () => (committed.current === page ? window.location.search : null),
    () => null,
  );
}

/** Puts a new address in the history, as a page turn the Back button undoes. */
export function pushAddress(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}
