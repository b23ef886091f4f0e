import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { NotFoundView } from './not-found-view';

/**
 * What a page kept in the page cache (a product, a help article, a listing page) draws when its
 * address names nothing: the 404 page, in the server's HTML, with status 404
 * (docs/product.md#not-found-pages). The page's generateMetadata gives it the 404 page's title,
 * NOT_FOUND_TITLE; Next.js adds the noindex of a 404.
 *
 * notFound() alone is not enough: Next.js draws the not-found page of a page that calls it in the
 * browser only. React's server rendering runs no error boundary, so the call fails the whole page
 * and Next answers 404 with its empty error document; a crawler or a shopper without JavaScript saw a
 * blank page. Here the view is the page's content, and notFound() is called inside a Suspense
 * boundary under it: a render for the page cache waits for every boundary and takes the 404 status
 * from it, keeping what is outside. In the browser the boundary throws again and the root not-found
 * boundary draws app/not-found.tsx, the same view.
 *
 * Only for pages the page cache keeps (`revalidate`): a page rendered per request has sent its status
 * before a boundary settles and would answer 200. Those check their address before rendering
 * (proxy.ts) or send the shopper to a page that can answer.
 */
export function PageNotFound() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

/** The 404 status, thrown where it cannot take the view above with it. */
function NotFoundStatus(): never {
  notFound();
}
