import { Price } from '@/components/catalog/price';
import { EXTRA_FRAME_DISCOUNT_PERCENT } from '@/lib/shop/constants';
import styles from './cart.module.css';

/** spec §1 "buy one frame, get all other frames 50% off", shown on the line it applies to. */
export function LineFrameDiscount({ cents }: { cents: number }) {
  if (cents <= 0) return null;
  return (
    <p className={styles.lineDiscount} data-testid="line-frame-discount">
      Second frame {EXTRA_FRAME_DISCOUNT_PERCENT}% off: −<Price cents={cents} />
    </p>
  );
}
