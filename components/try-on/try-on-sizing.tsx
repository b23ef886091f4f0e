import { SIZING_WORDS, type TryOnSizing as Sizing } from '@/lib/try-on/true-size';
import styles from './try-on-buy.module.css';

/**
 * Says which PD the frame on the face is sized to: the shopper's measured one, or the average face's
 * with the way to measure theirs in the try-on itself (docs/product.md#try-on-true-size).
 */
export function TryOnSizing({ sizing, onMeasure }: { sizing: Sizing; onMeasure: () => void }) {
  return (
    <p className={styles.sizing} data-testid="try-on-sizing" data-measured={sizing.measured}>
      {sizing.measured ? (
        SIZING_WORDS.measured(sizing.pdMm)
      ) : (
        <>
          {SIZING_WORDS.average}{' '}
          <button
            type="button"
            className={styles.measureLink}
            onClick={onMeasure}
            data-testid="try-on-measure-pd"
          >
            {SIZING_WORDS.measureLink}
          </button>
        </>
      )}
    </p>
  );
}
