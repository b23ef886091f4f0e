'use client';

import { useEffect, useState } from 'react';
import { fetchPrivateImage } from '@/lib/api/private-image';
import { afterSalesPhotoAddress } from '@/lib/contract/addresses';
import styles from './after-sales-pages.module.css';

/**
 * One photo of an after-sales request, loaded after mount through the owner-only call
 * (/api/order/afterSalesPhoto) and shown from a blob URL released when the photo goes.
 */
export function AfterSalesPhoto({ photo, index }: { photo: string; index: number }) {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchPrivateImage(afterSalesPhotoAddress.path, { photo }, controller.signal)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [photo]);

  if (!url) return <span className={styles.photo} aria-label={`Photo ${index + 1} is loading`} />;
  return (
    <a href={url} target="_blank" rel="noopener" className={styles.photoLink}>
      {/* a private photo of the shopper's, not an optimisable catalog image */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={url}
        alt={`Photo ${index + 1} of the request`}
        className={styles.photo}
        data-testid="after-sales-photo"
      />
    </a>
  );
}
