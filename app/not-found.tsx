import type { Metadata } from 'next';
import { ErrorView } from '@/components/ui/error-view';

export const metadata: Metadata = { title: 'Page not found' };

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
