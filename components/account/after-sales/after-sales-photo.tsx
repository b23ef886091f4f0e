'use client';

import { BlobImage } from '@/components/ui/blob-image';
import { usePrivateImage } from '@/components/ui/use-private-image';
import { afterSalesPhotoAddress } from '@/lib/contract/order-addresses';
import styles from './after-sales-pages.module.css';

/** One photo of an after-sales request, loaded through the owner-only /api/order/afterSalesPhoto. */
export function AfterSalesPhoto({ photo, index }: { photo: string; index: number }) {
  const image = usePrivateImage(afterSalesPhotoAddress.path, { photo });
  if (image.state !== 'shown') {
    const what = image.state === 'failed' ? 'could not be loaded' : 'is loading';
    return <span className={styles.photo} role="img" aria-label={`Photo ${index + 1} ${what}`} />;
  }
  return (
    <a href={image.url} target="_blank" rel="noopener" className={styles.photoLink}>
      <BlobImage
        src={image.url}
        alt={`Photo ${index + 1} of the request`}
        className={styles.photo}
        data-testid="after-sales-photo"
      />
    </a>
  );
}
