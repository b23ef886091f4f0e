'use client';

import { useEffect } from 'react';
import styles from './console-page.module.css';

/** What a console page shows when it failed to render: no stack, a way to try again. */
export function ConsoleError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className={styles.card} aria-labelledby="console-error-title" data-testid="console-error">
      <h1 id="console-error-title" className={styles.title}>
        This page could not be shown
      </h1>
      <p className={styles.lead}>
        Something went wrong on the shop’s side. Try again in a moment; if it keeps failing, tell the shop’s
        technical contact what you were doing.
      </p>
      <button type="button" className="button" onClick={() => retry()}>
        Try again
      </button>
    </section>
  );
}
