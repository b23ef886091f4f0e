'use client';

import { useEffect } from 'react';
import { useChunkReload } from '@/components/app/use-chunk-reload';
import { ErrorView } from '@/components/ui/error-view';
import { errorStatusOf } from '@/lib/client/error-status';
import styles from './error.module.css';

// docs/product.md#errors: a failed code-chunk load on route change reloads the page (at most once
// per 60 s); other route failures show an error page with the status from statusCode, status or the
// response status, default 500.
export default function RouteError({
  error,
  retry,
}: {
  error: unknown;
  retry: () => void;
  reset?: () => void;
}) {
  const reloading = useChunkReload(error);

  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  if (reloading) {
    return (
      <p className={styles.reloading} role="status" data-testid="chunk-reloading">
        Loading the newest version of the shop…
      </p>
    );
  }

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
