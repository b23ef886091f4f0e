'use client';

import { BlobImage } from '@/components/ui/blob-image';
import { usePrivateImage } from '@/components/ui/use-private-image';
import { prescriptionImageAddress } from '@/lib/contract/book-addresses';
import styles from './prescription-book.module.css';

/** The photo of a saved prescription, loaded through the owner-only /api/prescription/image. */
export function PrescriptionPhoto({ id, name, version }: { id: number; name: string; version: string }) {
  // `version` (the prescription's last change) makes a replaced photo load again
  const image = usePrivateImage(prescriptionImageAddress.path, { id }, version);
  if (image.state === 'shown') {
    return (
      <a href={image.url} target="_blank" rel="noopener" className={styles.photoLink}>
        <BlobImage
          src={image.url}
          alt={`Photo of the prescription ${name}`}
          className={styles.photo}
          data-testid="prescription-photo"
        />
        <span className="visually-hidden"> (opens the full photo)</span>
      </a>
    );
  }
  return (
    <p className={styles.photoStatus} role={image.state === 'failed' ? 'alert' : 'status'}>
      {image.state === 'failed' ? 'The photo could not be loaded.' : 'Loading the photo…'}
    </p>
  );
}
