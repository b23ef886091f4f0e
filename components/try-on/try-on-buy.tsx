'use client';

import Link from 'next/link';
import { WishlistToggle } from '@/components/product/wishlist-toggle';
import type { DeviceFitMeasurement } from '@/lib/client/fit-measurement';
import { lensWizardAddress } from '@/lib/shop/buy-again';
import { FIT_WORDS, frameFit } from '@/lib/shop/face-fit';
import type { TryOnFrame } from './use-try-on-frames';
import styles from './try-on-buy.module.css';

interface Props {
  frame: TryOnFrame;
  /** The device's face measurement, when it keeps one: the frame's verdict comes from its range. */
  measurement: DeviceFitMeasurement | null;
  /** Leaving for the lens wizard closes the try-on. */
  onLeave: () => void;
}

/**
 * Buying from the try-on (docs/product.md#try-on-true-size): the frame's width and, with a face
 * measured on this device, whether it fits (docs/product.md#face-fit); the product page's heart; and
 * "Select lenses", the product page's way into the lens wizard for this frame in this colour.
 */
export function TryOnBuy({ frame, measurement, onLeave }: Props) {
  const { product, variant, widthMm } = frame;
  const verdict = measurement
    ? frameFit(widthMm, { minMm: measurement.frameWidthMin, maxMm: measurement.frameWidthMax })
    : null;
  return (
    <div className={styles.buy} data-testid="try-on-buy">
      <p className={styles.size}>
        <span data-testid="try-on-frame-width">{widthMm} mm wide</span>
        {verdict && (
          <span className={styles.verdict} data-fit={verdict} data-testid="try-on-fit">
            {FIT_WORDS[verdict]}
          </span>
        )}
      </p>
      <WishlistToggle code={product.code} />
      {variant.inStock ? (
        <Link
          href={lensWizardAddress(product.code, variant.sku, 1)}
          className="button"
          onClick={onLeave}
          prefetch={false}
          data-testid="try-on-select-lenses"
        >
          Select lenses
        </Link>
      ) : (
        <span className={styles.soldOut}>Sold out in {variant.colorName}</span>
      )}
    </div>
  );
}
