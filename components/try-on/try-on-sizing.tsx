import Link from 'next/link';
import { MEASURE_FACE_HREF } from '@/lib/shop/frame-size-filters';
import { SIZING_WORDS, type TryOnSizing as Sizing } from '@/lib/try-on/true-size';
import styles from './try-on-buy.module.css';

/**
 * Says which PD the frame on the face is sized to: the shopper's measured one, or the average face's
 * with the way to measure theirs (docs/product.md#try-on-true-size).
 */
export function TryOnSizing({ sizing, onLeave }: { sizing: Sizing; onLeave: () => void }) {
  return (
    <p className={styles.sizing} data-testid="try-on-sizing" data-measured={sizing.measured}>
      {sizing.measured ? (
        SIZING_WORDS.measured(sizing.pdMm)
      ) : (
        <>
          {SIZING_WORDS.average}{' '}
          <Link href={MEASURE_FACE_HREF} onClick={onLeave} prefetch={false}>
            {SIZING_WORDS.measureLink}
          </Link>
        </>
      )}
    </p>
  );
}
