import { ErrorView } from '@/components/ui/error-view';

/**
 * The 404 page's body: "This page could not be found", a line of advice and the way home.
 * app/not-found.tsx draws it for addresses no route matches, PageNotFound for the pages that find
 * nothing at theirs.
 */
export function NotFoundView() {
  return (
    <ErrorView
      status={404}
      message="This page could not be found"
      detail="The page may have moved, or the address may be mistyped. Our frames are still right where you left them."
    />
  );
}
