import type { IrisFound } from '@/lib/shop/face-sample';
import { robustMean } from '@/lib/shop/robust-stats';

/**
 * One iris from its readings off shifted boxes: the robust mean of the centres and of the
 * diameters (docs/product.md#pd-measure), each read separately.
 */
export function robustIris(readings: readonly IrisFound[]): IrisFound {
  return {
    x: robustMean(readings.map((reading) => reading.x)),
    y: robustMean(readings.map((reading) => reading.y)),
    diameterPx: robustMean(readings.map((reading) => reading.diameterPx)),
  };
}
