import { readLocalJson, writeLocal } from '@/lib/api/local-storage';
import { FIT_ABOVE_FACE_MM, FIT_BELOW_FACE_MM, recommendedFrameWidth } from '@/lib/shop/face-fit';
import { FIT_MEASUREMENT_KEY } from '@/lib/shop/fit-range';

/**
 * The face measurement the device keeps (local storage `oculo.fit`, docs/product.md#client-state):
 * the frame widths it recommends, the face width and, once measured from the camera, the PD. It
 * never leaves the device unless the shopper saves it (docs/product.md#fit).
 */
export interface DeviceFitMeasurement {
  /** The frame total widths that fit, in whole millimetres (docs/product.md#face-fit). */
  frameWidthMin: number;
  frameWidthMax: number;
  /** The face's width at the temples, in millimetres. */
  faceWidthMm: number;
  /** The distance PD, in millimetres, when the camera measured one (a photo gives none). */
  pdMm?: number;
  /** When it was measured, ISO 8601. */
  measuredAt: string;
}

const isMm = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The measurement a face width (and PD) make, with its recommended frame widths. */
export function fitMeasurementOf(faceWidthMm: number, measuredAt: Date, pdMm?: number): DeviceFitMeasurement {
  const range = recommendedFrameWidth(faceWidthMm);
  return {
    frameWidthMin: range.minMm,
    frameWidthMax: range.maxMm,
    faceWidthMm,
    ...(pdMm !== undefined && isMm(pdMm) ? { pdMm } : {}),
    measuredAt: measuredAt.toISOString(),
  };
}

/** The face a range was made for: the range runs from face − 2 to face + 6 mm. */
const faceOfRange = (min: number, max: number) =>
  (min + max) / 2 - (FIT_ABOVE_FACE_MM - FIT_BELOW_FACE_MM) / 2;

/**
 * The device's measurement, or null when it holds none. An older one kept only the range: its face
 * width is read back as the range's middle less the fit rule's offset.
 */
export function readFitMeasurement(): DeviceFitMeasurement | null {
  return fitMeasurementOfStored(readLocalJson(FIT_MEASUREMENT_KEY));
}

/** A stored value (parsed JSON) read as a measurement, as readFitMeasurement reads it; null otherwise. */
export function fitMeasurementOfStored(stored: unknown): DeviceFitMeasurement | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { frameWidthMin, frameWidthMax, faceWidthMm, pdMm, measuredAt } = stored as Record<string, unknown>;
  if (!isMm(frameWidthMin) || !isMm(frameWidthMax) || frameWidthMin > frameWidthMax) return null;
  return {
    frameWidthMin,
    frameWidthMax,
    faceWidthMm: isMm(faceWidthMm) ? faceWidthMm : faceOfRange(frameWidthMin, frameWidthMax),
    ...(isMm(pdMm) ? { pdMm } : {}),
    measuredAt: typeof measuredAt === 'string' ? measuredAt : '',
  };
}

/**
 * Keeps a measurement on the device and tells this tab's listeners at once: the browser sends
 * `storage` events only to the other tabs.
 */
export function writeFitMeasurement(measurement: DeviceFitMeasurement): boolean {
  if (!writeLocal(FIT_MEASUREMENT_KEY, measurement)) return false;
  window.dispatchEvent(new StorageEvent('storage', { key: FIT_MEASUREMENT_KEY }));
  return true;
}
