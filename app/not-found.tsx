import type { Metadata } from 'next';
import { NotFoundView } from '@/components/app/not-found-view';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';

// Used for addresses no route matches, and drawn in the browser under a page that calls notFound();
// a page that finds nothing at its address answers PageNotFound (components/app/page-not-found.tsx).
export const metadata: Metadata = { title: NOT_FOUND_TITLE };

// docs/product.md#not-found-pages: a missing route answers 404 with "This page could not be found"
export default function NotFound() {
  return <NotFoundView />;
}
