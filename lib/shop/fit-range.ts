// The range of frame total widths "Frames that fit me" asks for, and the one the device's face
// measurement recommends (docs/product.md#fit-filters, docs/product.md#client-state). Apart from
// frame-size-filters.ts so the frames' verdicts on every page load these few lines, not the pair's
// rules (docs/product.md#face-fit).

/** A range of frame total widths, mm, both ends included ("fit=132-140"). */
export interface FitRange {
  minMm: number;
  maxMm: number;
}

/** The frame total widths a fit range may ask for, mm: wider than any face and frame the shop sells. */
export const FIT_WIDTH_MM = { min: 100, max: 170 } as const;

/**
 * The local storage key under which the try-on keeps the device's face measurement, JSON
 * `{ frameWidthMin, frameWidthMax, faceWidthMm, pdMm?, measuredAt }` (docs/product.md#client-state). It
 * leaves the device only when the shopper saves it to the account (docs/product.md#saved-fit): the
 * listing reads it to offer "Frames that fit me", and the address carries only the range.
 */
export const FIT_MEASUREMENT_KEY = 'oculo.fit';

/**
 * The fit range a device's stored measurement recommends (local storage `oculo.fit`,
 * docs/product.md#client-state): its ends rounded to whole mm and kept within FIT_WIDTH_MM, so the
 * address it makes is one the listings read. Undefined for anything that is not such a measurement.
 */
export function fitRangeOfMeasurement(stored: unknown): FitRange | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { frameWidthMin, frameWidthMax } = stored as Record<string, unknown>;
  if (typeof frameWidthMin !== 'number' || typeof frameWidthMax !== 'number') return undefined;
  if (!Number.isFinite(frameWidthMin) || !Number.isFinite(frameWidthMax)) return undefined;
  const within = (mm: number) => Math.min(FIT_WIDTH_MM.max, Math.max(FIT_WIDTH_MM.min, Math.round(mm)));
  const minMm = within(frameWidthMin);
  const maxMm = within(frameWidthMax);
  return minMm <= maxMm ? { minMm, maxMm } : undefined;
}
