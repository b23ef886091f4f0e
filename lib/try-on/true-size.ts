import { AVERAGE_PD_MM } from './frame-placement';

// Which PD the try-on's scale comes from (docs/product.md#try-on-true-size).

export interface TryOnSizing {
  /** The pupils' distance the face's scale is read from, in millimetres. */
  pdMm: number;
  /** Whether it is the shopper's own, measured by the camera on this device. */
  measured: boolean;
}

/** The shopper's measured PD when the device keeps one, else the adult mean. */
export function tryOnSizing(measurement: { pdMm?: number } | null): TryOnSizing {
  const pdMm = measurement?.pdMm;
  return pdMm !== undefined && Number.isFinite(pdMm) && pdMm > 0
    ? { pdMm, measured: true }
    : { pdMm: AVERAGE_PD_MM, measured: false };
}

/** A PD as the shopper reads it: to the tenth of a millimetre, without a trailing ".0". */
export const pdText = (pdMm: number): string => `${Number(pdMm.toFixed(1))} mm`;

export const SIZING_WORDS = {
  measured: (pdMm: number) => `Sized to your measured PD ${pdText(pdMm)}`,
  average: 'Sized to an average face:',
  measureLink: 'measure your PD for your true size',
} as const;
