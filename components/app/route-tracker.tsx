'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { reportPageView } from '@/lib/client/statistics';
import { clearErrorStatus, closeDialog, setPrevious } from '@/lib/client/store';

interface PageVisit {
  path: string;
  query: Record<string, string>;
  params: Record<string, string>;
}

function flattenParams(params: Record<string, string | string[] | undefined> | null): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) flat[key] = Array.isArray(value) ? value.join('/') : value;
  }
  return flat;
}

/**
 * On each route change: remembers the page the shopper came from (from, query and params of the
 * previous page: docs/product.md#client-state), leaves any error view of the old route and closes
 * the phone menu. Each page opened is reported as a page view (/api/other/statistics), referred by
 * the page before it, or for the first page by the site the shopper came from.
 */
export function RouteTracker() {
  const pathname = usePathname();
  const params = useParams();
  const current = useRef<PageVisit | null>(null);

  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    const previous = current.current;
    if (previous && previous.path !== pathname) {
      setPrevious({ from: previous.path, query: previous.query, params: previous.params });
      clearErrorStatus();
      closeDialog('nav');
    }
    if (previous?.path !== pathname) reportPageView(pathname, previous ? previous.path : document.referrer);
    current.current = { path: pathname, query, params: flattenParams(params) };
  }, [pathname, params]);

  return null;
}
