import { useInsertionEffect } from 'react';

/**
 * Stands in for Next's router on a client-side navigation: it writes the new page's address while
 * committing the page (an insertion effect in its HistoryUpdater), after React has rendered it. Until
 * then window.location is still the previous page's.
 */
export function RouterWritesAddress({ href }: { href: string }) {
  useInsertionEffect(() => {
    window.history.pushState(null, '', href);
  }, [href]);
  return null;
}
