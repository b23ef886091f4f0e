'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { SAVED_FACES_KEY } from '@/components/try-on/saved-face-keys';
import { callApi } from '@/lib/api';
import { detectFaceDeleteAddress, detectFaceListAddress } from '@/lib/contract/face-addresses';
import styles from '../ui/account-page.module.css';

/**
 * The account's saved try-on faces (docs/product.md#privacy): how many are kept, when the next
 * one goes by itself, and one button that deletes them all with their photos.
 */
export function AccountSavedFaces() {
  const { data, error, mutate } = useSWR(
    SAVED_FACES_KEY,
    async () => (await callApi(detectFaceListAddress)).list,
  );
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);

  const deleteAll = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await callApi(detectFaceDeleteAddress, { all: true });
      await mutate([], { revalidate: true });
    } catch {
      setFailed(true);
    } finally {
      setDeleting(false);
    }
  };

  const count = data?.length ?? 0;
  return (
    <section className={styles.card} aria-labelledby="account-saved-faces" data-testid="account-saved-faces">
      <h2 id="account-saved-faces" className={styles.cardTitle}>
        Saved try-on faces
      </h2>
      {error ? (
        <p role="alert">Your saved faces could not be loaded. Please try again.</p>
      ) : !data ? (
        <p role="status">Loading…</p>
      ) : (
        <p data-testid="account-saved-faces-count">
          {count === 0
            ? 'You have no saved faces. Photos you save in the virtual try-on are kept for 30 days, for you only.'
            : `${count === 1 ? '1 photo' : `${count} photos`} of your face, kept for the virtual try-on and deleted automatically 30 days after saving.`}
        </p>
      )}
      {count > 0 && (
        <p className={styles.status}>
          <button
            type="button"
            className="button-secondary"
            disabled={deleting}
            onClick={() => void deleteAll()}
            data-testid="account-saved-faces-delete-all"
          >
            {deleting ? 'Deleting…' : 'Delete all saved faces'}
          </button>
        </p>
      )}
      {failed && <p role="alert">The faces could not be deleted. Please try again.</p>}
    </section>
  );
}
