import type { DetailField, PrismBase } from './prescription-details';
import type { PrescriptionReading, PrismReading } from './prescription-reading';
import type { PrescriptionField } from './prescription-record';
import { formatPd, powerText } from './prescription-values';

// A prescription read from a photo (lib/shop/prescription-reading.ts), as the wizard's typed form
// holds it (docs/product.md#prescription-photo-reading): its values, and its more details (the prism,
// near PD and dates: docs/product.md#prescription-details). Text only: every value is then checked
// by the same rules as a typed one, once filled and again when the shopper continues.

/**
 * The reading as the typed form's values hold it ("-2.25", "180", "31.5"): the powers, axes and PD.
 * `pdMode` follows the PD found.
 */
export function readingFormValues(reading: PrescriptionReading): {
  values: Partial<Record<PrescriptionField, string>>;
  pdMode: 'single' | 'dual' | null;
} {
  const values: Partial<Record<PrescriptionField, string>> = {};
  for (const eye of ['od', 'os'] as const) {
    const read = reading[eye];
    if (read.sph !== null) values[`${eye}_sph`] = powerText(read.sph);
    if (read.cyl !== null && read.cyl !== 0) {
      values[`${eye}_cyl`] = powerText(read.cyl);
      if (read.axis !== null) values[`${eye}_axis`] = String(read.axis);
    }
    if (read.add !== null) values[`${eye}_add`] = powerText(read.add);
  }
  if (reading.pd?.kind === 'single') values.pd = formatPd(reading.pd.pd);
  if (reading.pd?.kind === 'eyes') {
    values.pd_right = formatPd(reading.pd.right);
    values.pd_left = formatPd(reading.pd.left);
  }
  return { values, pdMode: reading.pd ? (reading.pd.kind === 'single' ? 'single' : 'dual') : null };
}

/**
 * The more details a photo can give: these are emptied when one is read, so a prism or date of an
 * earlier prescription does not stay beside the new one's values. The near PD is the wearer's, like
 * the PD: it stays when the photo has none. The prescriber, wearer and note are not read.
 */
export const READ_DETAIL_FIELDS = [
  'od_prism_h',
  'od_prism_h_base',
  'od_prism_v',
  'od_prism_v_base',
  'os_prism_h',
  'os_prism_h_base',
  'os_prism_v',
  'os_prism_v_base',
  'exam_date',
  'expiry_date',
] as const satisfies readonly DetailField[];

/** A base in or out turns the eye sideways (horizontal); up or down, vertical. */
const DIRECTION_OF: Readonly<Record<PrismBase, 'h' | 'v'>> = { in: 'h', out: 'h', up: 'v', down: 'v' };

/**
 * One eye's prism as the form's fields: "1.50" and its base. Without a base the direction is
 * unknown: the amount goes to the horizontal field (the usual one), whose rules then ask for the
 * base; a base without an amount (the OCR lost it) goes alone, and the rules ask for the amount.
 */
function prismValues(eye: 'od' | 'os', prism: PrismReading): Partial<Record<DetailField, string>> {
  const field = `${eye}_prism_${prism.base ? DIRECTION_OF[prism.base] : 'h'}` as const;
  const values: Partial<Record<DetailField, string>> = {};
  if (prism.amount !== 0) values[field] = (prism.amount / 100).toFixed(2);
  if (prism.base) values[`${field}_base`] = prism.base;
  return values;
}

/**
 * The reading's more details as the form holds them: each eye's prism ("1.50" with "in", "out", "up"
 * or "down"), the near PD ("60.5") and the dates as a date field takes them ("2026-03-12"). Only what
 * was read: an empty result fills nothing.
 */
export function readingDetailValues(reading: PrescriptionReading): Partial<Record<DetailField, string>> {
  const values: Partial<Record<DetailField, string>> = {};
  for (const eye of ['od', 'os'] as const) {
    const prism = reading[eye].prism;
    if (prism) Object.assign(values, prismValues(eye, prism));
  }
  if (reading.nearPd !== null) values.near_pd = formatPd(reading.nearPd);
  if (reading.examDate) values.exam_date = reading.examDate;
  if (reading.expiryDate) values.expiry_date = reading.expiryDate;
  return values;
}
