import type { PD_FIELDS } from '@/lib/shop/prescription-record';
import { formatPd } from '@/lib/shop/prescription-values';

type PdField = (typeof PD_FIELDS)[number];

/** What "Use this PD" hands to the form that opened the tool, each to the half millimetre. */
export interface MeasuredPd {
  singleMm: number;
  dualMm: { od: number; os: number };
}

/** How a PD form shows a PD: one number, or one per eye. */
export type MeasuredPdMode = 'single' | 'dual';

/**
 * The PD fields a measured PD fills, as the selects hold them ("63.5"): the single PD, or each
 * eye's when the shopper's form asks for one per eye.
 */
export function measuredPdFields(pd: MeasuredPd, mode: MeasuredPdMode): Partial<Record<PdField, string>> {
  const text = (mm: number) => formatPd(Math.round(mm * 10));
  return mode === 'single'
    ? { pd: text(pd.singleMm) }
    : { pd_right: text(pd.dualMm.od), pd_left: text(pd.dualMm.os) };
}
