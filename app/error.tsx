'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/ui/error-view';
import { errorStatusOf } from '@/lib/client/error-status';

// spec §8: other route failures show an error page with the status from statusCode, status or the
// response status, default 500.
export default function RouteError({
  error,
  retry,
}: {
  error: unknown;
  retry: () => void;
  reset?: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorView
      status={errorStatusOf(error)}
      message="An error occurred"
      detail="Something went wrong while loading this page. Please try again in a moment."
      actions={
        <button
          type="button"
          className="button button-secondary"
          onClick={() => retry()}
          data-testid="error-retry"
        >
          Try again
        </button>
      }
    />
  );
}
