import type { Metadata } from 'next';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { ErrorView } from '@/components/ui/error-view';

// Used for addresses no route matches; a page that answers notFound() names its own title the same
// in its generateMetadata (Next takes the page's metadata there).
export const metadata: Metadata = { title: NOT_FOUND_TITLE };

// spec §2, §8: a missing route answers 404 with "This page could not be found"
export default function NotFound() {
  return (
    <ErrorView
      status={404}
      message="This page could not be found"
      detail="The page may have moved, or the address may be mistyped. Our frames are still right where you left them."
    />
  );
}
