'use client';

import { FIT_WORDS, frameFit } from '@/lib/shop/face-fit';
import { useFitMeasurement } from './use-fit-measurement';

interface Props {
  /** The frame's total width, mm; null for a product without a frame (an accessory). */
  frameWidthMm: number | null;
  /** The product page says the range the face fits too; a card says the verdict alone. */
  withRange?: boolean;
  className?: string;
}

/**
 * Whether a frame fits the face measured on this device (docs/product.md#face-fit): "Fits you",
 * "Narrow for you" or "Wide for you". Drawn only in the browser from the device's measurement
 * (docs/product.md#client-state): the server and a device without one draw nothing, so every cached
 * page stays the same for everyone.
 */
export function FitVerdict({ frameWidthMm, withRange = false, className }: Props) {
  const fit = useFitMeasurement();
  if (!fit || frameWidthMm === null) return null;
  const verdict = frameFit(frameWidthMm, fit.range);
  return (
    <p className={className} data-testid="fit-verdict" data-fit={verdict}>
      {FIT_WORDS[verdict]}
      {withRange && ` · your face fits frames ${fit.range.minMm}–${fit.range.maxMm} mm`}
    </p>
  );
}
