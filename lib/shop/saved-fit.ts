// What a shopper may keep of a face measurement on the account (docs/product.md#saved-fit): the
// bounds a saved value must lie within, wider than any face or frame the shop measures or sells, so
// a number outside them is a mistake, not a face.

/** The face's width at the temples, mm. */
export const SAVED_FACE_WIDTH_MM = { min: 100, max: 200 } as const;
/** The frame total widths the measurement recommends, whole mm. */
export const SAVED_FRAME_WIDTH_MM = { min: 100, max: 180 } as const;
/** The distance PD, mm, when the camera measured one. */
export const SAVED_PD_MM = { min: 40, max: 80 } as const;
/**
 * How far ahead of the server's clock a measurement's time may be: a device's clock a few minutes
 * fast is not a measurement from the future.
 */
export const MEASURED_AT_CLOCK_SKEW_MS = 5 * 60_000;

/** Whether a measurement taken at `measuredAt` (ISO 8601) may be saved at `now`: not in the future. */
export function measuredBy(measuredAt: string, now: Date): boolean {
  const time = Date.parse(measuredAt);
  return Number.isFinite(time) && time <= now.getTime() + MEASURED_AT_CLOCK_SKEW_MS;
}

/** Millimetres kept to the tenth: what the camera's ruler can tell, and what the account shows. */
export const toTenthMm = (mm: number): number => Math.round(mm * 10) / 10;
