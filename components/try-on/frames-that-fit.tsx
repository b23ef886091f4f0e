'use client';

import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { goodsListAddress } from '@/lib/contract/first-load-addresses';
import type { FitRange } from '@/lib/shop/frame-size-filters';
import styles from './try-on-buy.module.css';

/** A short row: enough to choose from without pushing the picture off a phone's screen. */
const FRAMES_SHOWN = 6;

interface Props {
  kind: 'eyeglasses' | 'sunglasses';
  /** The frame widths that fit the face measured on this device; nothing is shown without one. */
  range: FitRange | undefined;
  /** The frame on the face, left out of the row. */
  currentCode: string;
  onChoose: (code: string) => void;
}

/**
 * "Frames that fit you": other frames of the same kind whose width is in the device's range, as the
 * listing's "Frames that fit me" finds them (docs/product.md#fit-filters), to put on the face
 * without leaving the try-on (docs/product.md#try-on-true-size).
 */
export function FramesThatFit({ kind, range, currentCode, onChoose }: Props) {
  const query = useSWR(range ? ['try-on-fitting', kind, range.minMm, range.maxMm] : null, () =>
    callApi(goodsListAddress, { category: kind, filters: { fit: range }, pageSize: FRAMES_SHOWN + 1 }),
  );
  const frames = (query.data?.list ?? []).filter((card) => card.code !== currentCode).slice(0, FRAMES_SHOWN);
  if (!range || frames.length === 0) return null;
  return (
    <section className={styles.fitting} aria-label="Frames that fit you" data-testid="try-on-fitting">
      <h3 className={styles.fittingTitle}>Frames that fit you</h3>
      <ul className={styles.fittingList}>
        {frames.map((card) => (
          <li key={card.code}>
            <button
              type="button"
              className={`button button-secondary ${styles.fittingFrame}`}
              onClick={() => onChoose(card.code)}
              data-testid="try-on-fitting-frame"
              data-code={card.code}
            >
              {card.image && (
                // eslint-disable-next-line @next/next/no-img-element -- the card's small drawing
                <img src={card.image.url} alt="" width={96} height={48} className={styles.fittingImage} />
              )}
              <span>{card.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
