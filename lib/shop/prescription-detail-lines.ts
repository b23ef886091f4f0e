import { isReadingLensUse } from './optician-check';
import {
  DETAIL_FIELDS,
  nearPdOf,
  NO_DETAILS,
  type PrescriptionDetails,
  type PrismBase,
} from './prescription-details';
import { dayText, PRESCRIPTION_EXPIRY_MESSAGES } from './prescription-expiry';
import { formatPd } from './prescription-values';

// The rest of a line's prescription as people read it (docs/product.md#prescription-details), one
// label and value a line, only what is given: the cart, checkout, order page and invoice
// (components/prescription/prescription-detail-list.tsx), the console and the lab's job sheet
// read the same lines. The API carries the details in its own units (prism in Δ, near PD in mm,
// as it carries powers in dioptres); the shop keeps hundredths and tenths.

/** The details as the API answers them: prism in prism dioptres, near PD in millimetres. */
export type PrescriptionDetailNumbers = PrescriptionDetails;

const hundredths = (value: number) => Math.round(value * 100);
const tenths = (value: number) => Math.round(value * 10);

/** Whether any detail is given. */
export function hasDetails(details: Partial<PrescriptionDetails> | null | undefined): boolean {
  return !!details && DETAIL_FIELDS.some((field) => (details[field] ?? null) !== null);
}

/** Kept details (hundredths, tenths) as the API answers them; null when none is given. */
export function detailNumbersOf(
  details: Partial<PrescriptionDetails> | null | undefined,
): PrescriptionDetailNumbers | null {
  if (!details || !hasDetails(details)) return null;
  const full = { ...NO_DETAILS, ...details };
  const numbers: PrescriptionDetailNumbers = { ...full };
  for (const field of ['od_prism_h', 'od_prism_v', 'os_prism_h', 'os_prism_v'] as const) {
    const value = full[field];
    numbers[field] = value === null ? null : value / 100;
  }
  numbers.near_pd = full.near_pd === null ? null : full.near_pd / 10;
  return numbers;
}

export interface DetailLine {
  /** Stable, for tests and keys: prism-od, near-pd, exam-date, expiry-date, prescriber, wearer, note, expired. */
  key: string;
  label: string;
  value: string;
}

/** What the lines read: the details in API units, the distance PD in mm, and the line's lens use. */
export interface DetailsShown {
  details: Partial<PrescriptionDetailNumbers> | null | undefined;
  /** The shopper confirmed the expired prescription is still right when ordering. */
  expiredConfirmed?: boolean | undefined;
  /** The distance PD, for a near PD worked out from it (millimetres). */
  pd: { pd: number | null; pd_right: number | null; pd_left: number | null } | null;
  /** The line's lens use ("Progressive" …): a worked-out near PD shows only for reading ones. */
  lensUse: string;
}

const EYE_LABELS = { od: 'Prism, right eye (OD)', os: 'Prism, left eye (OS)' } as const;

function prismOf(details: Partial<PrescriptionDetailNumbers>, eye: 'od' | 'os'): string | null {
  const parts: string[] = [];
  for (const direction of ['h', 'v'] as const) {
    const amount = details[`${eye}_prism_${direction}`] ?? null;
    const base = (details[`${eye}_prism_${direction}_base`] ?? null) as PrismBase | null;
    if (amount !== null && base !== null) parts.push(formatPrism(hundredths(amount), base));
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

function nearPdLine(shown: DetailsShown): DetailLine | null {
  const stated = shown.details?.near_pd ?? null;
  const distance = shown.pd
    ? {
        pd: shown.pd.pd === null ? null : tenths(shown.pd.pd),
        pd_right: shown.pd.pd_right === null ? null : tenths(shown.pd.pd_right),
        pd_left: shown.pd.pd_left === null ? null : tenths(shown.pd.pd_left),
      }
    : { pd: null, pd_right: null, pd_left: null };
  const near = nearPdOf(distance, { near_pd: stated === null ? null : tenths(stated) });
  // a near PD worked out from the distance PD matters only to lenses with a reading zone
  if (!near || (near.computed && !isReadingLensUse(shown.lensUse))) return null;
  return {
    key: 'near-pd',
    label: 'Near PD',
    value: `${formatPd(near.tenths)} mm${near.computed ? ' (worked out)' : ''}`,
  };
}

/** docs/product.md#prescription-details: the given details, each as a label and a value. */
export function prescriptionDetailLines(shown: DetailsShown): DetailLine[] {
  const details = shown.details ?? {};
  const lines: DetailLine[] = [];
  for (const eye of ['od', 'os'] as const) {
    const prism = prismOf(details, eye);
    if (prism) lines.push({ key: `prism-${eye}`, label: EYE_LABELS[eye], value: prism });
  }
  const near = nearPdLine(shown);
  if (near) lines.push(near);
  if (details.exam_date)
    lines.push({ key: 'exam-date', label: 'Exam date', value: dayText(details.exam_date) });
  if (details.expiry_date)
    lines.push({ key: 'expiry-date', label: 'Expiry date', value: dayText(details.expiry_date) });
  if (shown.expiredConfirmed)
    lines.push({
      key: 'expired',
      label: 'Expired',
      value: PRESCRIPTION_EXPIRY_MESSAGES.confirmed(details.expiry_date ?? null),
    });
  const prescriber = [
    details.prescriber_name ?? null,
    details.prescriber_licence ? `licence ${details.prescriber_licence}` : null,
  ].filter((part): part is string => part !== null);
  if (prescriber.length > 0)
    lines.push({ key: 'prescriber', label: 'Prescriber', value: prescriber.join(', ') });
  if (details.wearer_name) lines.push({ key: 'wearer', label: 'Wearer', value: details.wearer_name });
  if (details.note) lines.push({ key: 'note', label: 'Note', value: details.note });
  return lines;
}

/** A prism for people: "1.50 Δ base in". */
export function formatPrism(hundredths: number, base: PrismBase): string {
  return `${(hundredths / 100).toFixed(2)} Δ base ${base}`;
}

/** Each prism of a prescription as people read it: "OD 1.50 Δ base in". */
export function prismsOf(details: PrescriptionDetails): string[] {
  const prisms: string[] = [];
  for (const eye of ['od', 'os'] as const) {
    for (const direction of ['h', 'v'] as const) {
      const amount = details[`${eye}_prism_${direction}`];
      const base = details[`${eye}_prism_${direction}_base`];
      if (amount !== null && base !== null) prisms.push(`${eye.toUpperCase()} ${formatPrism(amount, base)}`);
    }
  }
  return prisms;
}
