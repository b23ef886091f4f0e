'use client';

import { useEffect } from 'react';
import { pageTitle } from '@/components/app/page-title';
import { useChunkReload } from '@/components/app/use-chunk-reload';

// When the error page itself fails (docs/product.md#errors). This replaces the root layout, so it
// brings its own document, title and styles (global CSS is not loaded here). A failed code-chunk
// load reloads the page instead (at most once per 60 s), as in the route error boundary.

const styles = {
  body: {
    margin: 0,
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: '2rem',
    background: '#fafaf8',
    color: '#1d1e24',
    fontFamily:
      "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    textAlign: 'center' as const,
  },
  title: { margin: '0 0 1.5rem', fontSize: '1.5rem', lineHeight: 1.3, maxWidth: '28ch' },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: '0 1.5rem',
    borderRadius: 999,
    background: '#3f51b5',
    color: '#ffffff',
    fontWeight: 600,
    textDecoration: 'none',
  },
};

export default function GlobalError({ error }: { error: unknown; retry?: () => void; reset?: () => void }) {
  const reloading = useChunkReload(error);

  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  if (reloading) {
    return (
      <html lang="en">
        <body style={styles.body}>
          <title>{pageTitle('Loading')}</title>
          <main>
            <p role="status" data-testid="chunk-reloading">
              Loading the newest version of the shop…
            </p>
          </main>
        </body>
      </html>
    );
  }

  return (
    <html lang="en">
      <body style={styles.body}>
        <title>{pageTitle('An error occurred')}</title>
        <main>
          <h1 style={styles.title}>An error occurred while showing the error page</h1>
          {/* a full page load, not client navigation: the app that failed is not trusted */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" style={styles.link} data-testid="global-error-home">
            Go back to home
          </a>
        </main>
      </body>
    </html>
  );
}
