import type { Image } from '@/lib/contract/fields';
import styles from './product-thumbnail.module.css';

/**
 * A product small on the console's list: its first colour's photo or drawing, loaded only as the
 * row comes into view, at a fixed size so the rows do not move while pictures arrive.
 */
export function ProductThumbnail({ image, name }: { image: Image | null; name: string }) {
  if (!image) return <span className={styles.none}>No picture</span>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a console thumbnail of the stored image or drawing
    <img
      className={styles.thumbnail}
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? '64px' : undefined}
      alt={name}
      width={64}
      height={48}
      loading="lazy"
      decoding="async"
      data-testid="product-thumbnail"
    />
  );
}
