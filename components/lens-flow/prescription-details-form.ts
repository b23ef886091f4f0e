import type { PrescriptionChoiceValue } from '@/lib/shop/lens-flow';
import {
  DETAIL_FIELDS,
  nearPdOf,
  PRESCRIPTION_VALID_YEARS_DEFAULT,
  PRISM_SCALE,
  readPrescriptionDetails,
  type DetailField,
  type DetailsProblems,
} from '@/lib/shop/prescription-details';
import { expiredOn } from '@/lib/shop/prescription-expiry';
import { readPrescription } from '@/lib/shop/prescription-record';
import { formatPd, PD_NEAR_SCALE, type ValueOption } from '@/lib/shop/prescription-values';
import type { PdMode, PrescriptionStepChoice, TypedDraft } from './prescription-choice';

// The prescription step's "more details" (docs/product.md#prescription-details): prism, near PD,
// exam and expiry dates, prescriber, wearer and note, as the form holds them (text), what of them a
// typed choice sends, and an expired prescription's confirmation. Pure: the step keeps the text.

/** Each detail as its control holds it ("1.50", "in", "2026-03-14", "" for none). */
export type DetailsText = Record<DetailField, string>;

export function emptyDetailsText(): DetailsText {
  return Object.fromEntries(DETAIL_FIELDS.map((field) => [field, ''])) as DetailsText;
}

/** Prism amounts from 0.25 to 10.00 Δ, smallest first. */
export const PRISM_OPTIONS: readonly ValueOption[] = Array.from(
  { length: (PRISM_SCALE.max - PRISM_SCALE.min) / PRISM_SCALE.step + 1 },
  (_, index) => {
    const text = ((PRISM_SCALE.min + index * PRISM_SCALE.step) / 100).toFixed(2);
    return { value: text, label: `${text} Δ` };
  },
);

/** Near PDs from 45 to 80 mm in 0.5 mm steps, smallest first. */
export const NEAR_PD_OPTIONS: readonly ValueOption[] = Array.from(
  { length: (PD_NEAR_SCALE.max - PD_NEAR_SCALE.min) / PD_NEAR_SCALE.step + 1 },
  (_, index) => {
    const text = formatPd(PD_NEAR_SCALE.min + index * PD_NEAR_SCALE.step);
    return { value: text, label: text };
  },
);

/** A typed choice sent before, its details as the form shows them again. */
export function detailsTextOf(value: PrescriptionChoiceValue | null): DetailsText {
  const text = emptyDetailsText();
  if (value?.source !== 'typed') return text;
  for (const field of DETAIL_FIELDS) {
    const sent = value[field];
    if (typeof sent === 'string') text[field] = sent;
    // prism amounts as the select holds them ("1.50"), a near PD as "60.5"
    else if (typeof sent === 'number')
      text[field] = field === 'near_pd' ? formatPd(Math.round(sent * 10)) : sent.toFixed(2);
  }
  return text;
}

/** Whether the shopper confirmed an expired prescription in the choice sent before. */
export function confirmedBefore(value: PrescriptionChoiceValue | null): boolean {
  return (value?.source === 'typed' || value?.source === 'saved') && value.confirmExpired === true;
}

export interface DetailsReading {
  /** The details a typed choice sends: only those given, trimmed. */
  sent: Partial<Record<DetailField, string>>;
  /** What the shop's rules cannot keep, by field. */
  problems: DetailsProblems;
  /** The last day of an expired prescription (by the shop's default validity), or null. */
  expiredOn: string | null;
}

/**
 * The details as the shop's rules read them (the server reads them again with its own clock and
 * validity setting, and its answer shows at the fields).
 */
export function readDetailsText(text: DetailsText, today: string): DetailsReading {
  const rules = { today, validYears: PRESCRIPTION_VALID_YEARS_DEFAULT };
  const { details, problems } = readPrescriptionDetails(text, rules);
  const sent: Partial<Record<DetailField, string>> = {};
  for (const field of DETAIL_FIELDS) if (text[field].trim() !== '') sent[field] = text[field].trim();
  return { sent, problems, expiredOn: expiredOn(details, rules) };
}

/**
 * The near PD the shop works out from the distance PD when none is given (the PD less 3 mm), as
 * the field's note: "Worked out from your PD: 60 mm"; null when a near PD is typed or no PD is.
 */
export function nearPdNote(draft: TypedDraft, pdMode: PdMode, nearPd: string): string | null {
  if (nearPd.trim() !== '') return null;
  const { values } = readPrescription({
    pd: pdMode === 'single' ? draft.pd : '',
    pd_right: pdMode === 'dual' ? draft.pd_right : '',
    pd_left: pdMode === 'dual' ? draft.pd_left : '',
  });
  const near = nearPdOf(values, { near_pd: null });
  return near ? `Worked out from your PD: ${formatPd(near.tenths)} mm` : null;
}

/** Whether any detail is typed: the disclosure opens on them when the shopper comes back. */
export function hasDetailsText(text: DetailsText): boolean {
  return DETAIL_FIELDS.some((field) => text[field].trim() !== '');
}

/** A typed or saved choice with what the details add (the details, the expired confirmation). */
export function withDetails(
  choice: PrescriptionStepChoice | null,
  extra: Record<string, string | boolean> | null,
): PrescriptionStepChoice | null {
  if (!choice || !extra) return null;
  if (Object.keys(extra).length === 0) return choice;
  return { ...choice, value: { ...choice.value, ...extra } as PrescriptionChoiceValue };
}
