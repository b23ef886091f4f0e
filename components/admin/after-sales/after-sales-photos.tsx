'use client';

import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api';
import { afterSalesPhoto } from '@/lib/api/admin-calls';
import { fetchConsoleFile } from '@/lib/api/admin-client';
import formStyles from '../ui/console-form.module.css';
import styles from './after-sales.module.css';

/**
 * The shopper's photos of a request, opened on request: they are private, and each view is a line
 * in the audit log.
 */
export function AfterSalesPhotos({ photos }: { photos: string[] }) {
  const [addresses, setAddresses] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => addresses?.forEach((address) => URL.revokeObjectURL(address)), [addresses]);

  const show = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const files = await Promise.all(photos.map((photo) => fetchConsoleFile(afterSalesPhoto, { photo })));
      setAddresses(files.map((file) => URL.createObjectURL(file.blob)));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The photos could not be opened.');
    } finally {
      setBusy(false);
    }
  };

  if (photos.length === 0) return <p className={styles.muted}>The shopper sent no photos.</p>;
  if (addresses) {
    return (
      <ul className={styles.photos} data-testid="after-sales-photos">
        {addresses.map((address, index) => (
          <li key={address}>
            <a href={address} target="_blank" rel="noreferrer">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private photo, fetched with the operator's token */}
              <img src={address} alt={`Photo ${index + 1} of ${photos.length} from the shopper`} />
            </a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <p className={styles.muted}>Opening the photos is written in the audit log.</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void show()}
        disabled={busy}
        data-testid="after-sales-show-photos"
      >
        {busy ? 'Opening…' : `Show the ${photos.length === 1 ? 'photo' : `${photos.length} photos`}`}
      </button>
      {problem ? (
        <p className={formStyles.formError} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
