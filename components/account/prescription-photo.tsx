'use client';

import { useEffect, useState } from 'react';
import { fetchPrescriptionPhoto } from './prescription-photo-request';
import styles from './prescription-book.module.css';

/** What the last load of a photo gave: a blob URL, or null when it failed. */
type Loaded = { key: string; url: string | null };

/**
 * The photo of a saved prescription, loaded after mount through the owner-only call and shown from
 * a blob URL, released again when the card goes (or shows another photo).
 */
export function PrescriptionPhoto({ id, name, version }: { id: number; name: string; version: string }) {
  // `version` (the prescription's last change) makes a replaced photo load again
  const key = `${id}:${version}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchPrescriptionPhoto(id, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setLoaded({ key, url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, url: null });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, key]);

  const state = loaded?.key !== key ? 'loading' : loaded.url ? 'shown' : 'failed';
  if (state === 'shown' && loaded?.url) {
    return (
      <a href={loaded.url} target="_blank" rel="noopener" className={styles.photoLink}>
        {/* a private blob, not an optimisable public image */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={loaded.url}
          alt={`Photo of the prescription ${name}`}
          className={styles.photo}
          data-testid="prescription-photo"
        />
        <span className="visually-hidden"> (opens the full photo)</span>
      </a>
    );
  }
  return (
    <p className={styles.photoStatus} role={state === 'failed' ? 'alert' : 'status'}>
      {state === 'failed' ? 'The photo could not be loaded.' : 'Loading the photo…'}
    </p>
  );
}
