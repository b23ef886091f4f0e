'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { BlobImage } from '@/components/ui/blob-image';
import { usePrivateImage } from '@/components/ui/use-private-image';
import { callApi } from '@/lib/api';
import {
  detectFaceDeleteAddress,
  detectFaceImageAddress,
  detectFaceListAddress,
} from '@/lib/contract/face-addresses';
import type { SavedFace } from '@/lib/contract/calls/face';
import { SAVED_FACES_KEY } from './saved-face-keys';
import styles from './try-on.module.css';

interface Props {
  /** The face picked to try frames on, as a blob URL of its photo. */
  onUse: (url: string) => void;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en', { month: 'short', day: 'numeric' });

/**
 * The faces this shopper saved (/api/detectface/list, /delete): each shown through the
 * owner-only image call, to try frames on again or to delete.
 */
export function SavedFaces({ onUse }: Props) {
  const { data, error, mutate } = useSWR(
    SAVED_FACES_KEY,
    async () => (await callApi(detectFaceListAddress)).list,
  );
  if (error) return <p role="alert">Your saved faces could not be loaded. Please try again.</p>;
  if (!data) return <p role="status">Loading your saved faces…</p>;
  if (data.length === 0) {
    return (
      <p className={styles.hint} data-testid="saved-faces-empty">
        No saved faces yet. Upload a photo or use your camera, then choose “Save this face”.
      </p>
    );
  }
  const remove = async (id: number) => {
    await callApi(detectFaceDeleteAddress, { id });
    await mutate(
      data.filter((face) => face.id !== id),
      { revalidate: true },
    );
  };
  return (
    <ul className={styles.savedFaces} data-testid="saved-faces">
      {data.map((face) => (
        <SavedFaceItem key={face.id} face={face} onUse={onUse} onDelete={() => remove(face.id)} />
      ))}
    </ul>
  );
}

function SavedFaceItem({
  face,
  onUse,
  onDelete,
}: {
  face: SavedFace;
  onUse: (url: string) => void;
  onDelete: () => Promise<void>;
}) {
  const image = usePrivateImage(detectFaceImageAddress.path, { id: face.id });
  const [deleting, setDeleting] = useState(false);
  const label = `Face saved ${dateOf(face.createdAt)}`;
  return (
    <li className={styles.savedFace} data-testid="saved-face">
      {image.state === 'shown' ? (
        <BlobImage src={image.url} alt={label} width={96} height={96} className={styles.savedFaceImage} />
      ) : (
        <span className={styles.savedFaceImage} aria-hidden="true" />
      )}
      <span className={styles.hint}>
        {label} · deleted {dateOf(face.expiresAt)}
      </span>
      <span className={styles.savedFaceActions}>
        <button
          type="button"
          className="button"
          disabled={image.state !== 'shown'}
          onClick={async () => {
            if (image.state !== 'shown') return;
            // a copy of its own: the list's image URL goes when the list closes
            const blob = await (await fetch(image.url)).blob();
            onUse(URL.createObjectURL(blob));
          }}
          data-testid="saved-face-use"
        >
          Try frames on
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={deleting}
          onClick={async () => {
            setDeleting(true);
            try {
              await onDelete();
            } finally {
              setDeleting(false);
            }
          }}
          aria-label={`Delete the ${label.toLowerCase()}`}
          data-testid="saved-face-delete"
        >
          {deleting ? 'Deleting…' : 'Delete'}
        </button>
      </span>
    </li>
  );
}
