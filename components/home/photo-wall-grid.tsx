'use client';

import { useRef, useState } from 'react';
import useSWR from 'swr';
import { ProductCard } from '@/components/catalog/product-card';
import { LazyImage } from '@/components/ui/lazy-image';
import { callApi } from '@/lib/api';
import { photoWallAddress, photoWallInfoAddress } from '@/lib/contract/first-load-addresses';
import type { PhotoWallDetail, PhotoWallEntry } from '@/lib/contract/calls/content';
import styles from './photo-wall.module.css';

/**
 * The photo wall's photos, asked of /api/other/photoWall (the placeholder holds their place while
 * they load). Choosing a photo opens its detail view (story and the frame worn) from
 * /api/other/photoWallInfo.
 */
export function PhotoWallGrid() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [detail, setDetail] = useState<PhotoWallDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const wall = useSWR('photo-wall', () => callApi(photoWallAddress, undefined, { tip: false }), {
    revalidateOnFocus: false,
  });
  const entries: PhotoWallEntry[] = wall.data?.list ?? [];

  const open = async (entry: PhotoWallEntry) => {
    setDetail(null);
    setFailed(false);
    dialog.current?.showModal();
    try {
      setDetail(await callApi(photoWallInfoAddress, { id: entry.id }, { tip: false }));
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      {!wall.data && (
        <div className={styles.placeholder} aria-busy={wall.isLoading}>
          {wall.error && !wall.isLoading && (
            <p role="alert">
              These photos could not be loaded.{' '}
              <button type="button" onClick={() => void wall.mutate()}>
                Try again
              </button>
            </p>
          )}
        </div>
      )}
      {wall.data && (
        <ul className={styles.grid}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className={styles.tile}
                onClick={() => void open(entry)}
                data-testid="photo-wall-entry"
              >
                <LazyImage
                  src={entry.image.url}
                  alt={entry.image.alt}
                  width={entry.image.width}
                  height={entry.image.height}
                  className={styles.image}
                />
                <span className={styles.caption}>
                  {entry.caption} <span className={styles.author}>— {entry.author}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="photo-wall-detail-title"
        data-testid="photo-wall-detail"
      >
        <form method="dialog" className={styles.close}>
          <button type="submit" aria-label="Close">
            ×
          </button>
        </form>
        {detail ? (
          <div className={styles.detail}>
            <LazyImage
              src={detail.image.url}
              alt={detail.image.alt}
              width={detail.image.width}
              height={detail.image.height}
              priority
              className={styles.detailImage}
            />
            <div>
              <h3 id="photo-wall-detail-title">{detail.caption}</h3>
              <p className={styles.author}>{detail.author}</p>
              <p>{detail.story}</p>
              {detail.product && (
                <div className={styles.product}>
                  <p>The frame:</p>
                  <ProductCard product={detail.product} />
                </div>
              )}
            </div>
          </div>
        ) : (
          <p id="photo-wall-detail-title" role="status">
            {failed ? 'This photo could not be loaded. Please try again.' : 'Loading…'}
          </p>
        )}
      </dialog>
    </>
  );
}
