import type { Prescription } from '@/lib/contract/calls/prescription';
import {
  nearPdOf,
  PRISM_BASE_FIELDS,
  PRISM_FIELDS,
  PRISM_SCALE,
  readPrescriptionDetails,
  type DetailField,
  type DetailsProblems,
} from '@/lib/shop/prescription-details';
import { prescriptionToday } from '@/lib/shop/prescription-kept-details';
import type { PrescriptionValues } from '@/lib/shop/prescription-record';
import { formatPd, PD_NEAR_SCALE, type ValueOption } from '@/lib/shop/prescription-values';

// The details part of the account's prescription form (docs/product.md#prescription-details): the
// same rules as /api/prescription/save, from lib/shop, without zod in the browser.

/** The details the form asks besides the note, which it has always asked. */
export const DETAIL_FORM_FIELDS = [
  ...PRISM_FIELDS,
  ...PRISM_BASE_FIELDS,
  'near_pd',
  'exam_date',
  'expiry_date',
  'prescriber_name',
  'prescriber_licence',
  'wearer_name',
] as const satisfies readonly DetailField[];
export type DetailFormField = (typeof DETAIL_FORM_FIELDS)[number];
export type DetailsFormDraft = Record<DetailFormField, string>;

/** 0.25 … 10.00 Δ, smallest first. */
export const PRISM_OPTIONS: readonly ValueOption[] = Array.from(
  { length: (PRISM_SCALE.max - PRISM_SCALE.min) / PRISM_SCALE.step + 1 },
  (_, index) => {
    const value = ((PRISM_SCALE.min + index * PRISM_SCALE.step) / 100).toFixed(2);
    return { value, label: `${value} Δ` };
  },
);

/** 45 … 80 mm in 0.5 mm steps, smallest first. */
export const NEAR_PD_OPTIONS: readonly ValueOption[] = Array.from(
  { length: (PD_NEAR_SCALE.max - PD_NEAR_SCALE.min) / PD_NEAR_SCALE.step + 1 },
  (_, index) => {
    const text = formatPd(PD_NEAR_SCALE.min + index * PD_NEAR_SCALE.step);
    return { value: text, label: text };
  },
);

const prism = (delta: number | null) => (delta === null ? '' : delta.toFixed(2));

/** A saved prescription's details as the form shows them: only what it states, not what is worked out. */
export function detailsDraftOf(prescription: Prescription): DetailsFormDraft {
  return {
    od_prism_h: prism(prescription.od_prism_h),
    od_prism_h_base: prescription.od_prism_h_base ?? '',
    od_prism_v: prism(prescription.od_prism_v),
    od_prism_v_base: prescription.od_prism_v_base ?? '',
    os_prism_h: prism(prescription.os_prism_h),
    os_prism_h_base: prescription.os_prism_h_base ?? '',
    os_prism_v: prism(prescription.os_prism_v),
    os_prism_v_base: prescription.os_prism_v_base ?? '',
    near_pd:
      prescription.near_pd === null || prescription.near_pd_computed
        ? ''
        : formatPd(Math.round(prescription.near_pd * 10)),
    exam_date: prescription.exam_date ?? '',
    expiry_date: prescription.expiry_computed ? '' : (prescription.expiry_date ?? ''),
    prescriber_name: prescription.prescriber_name ?? '',
    prescriber_licence: prescription.prescriber_licence ?? '',
    wearer_name: prescription.wearer_name ?? '',
  };
}

/** What is wrong with the details, field by field, as of the shopper's today. */
export function detailsFormProblems(
  draft: DetailsFormDraft & { note: string },
  now = new Date(),
): DetailsProblems {
  return readPrescriptionDetails(draft, { today: prescriptionToday(now) }).problems;
}

/** The details as /api/prescription/save takes them: text, "" for none. */
export function detailsInput(draft: DetailsFormDraft): DetailsFormDraft {
  return Object.fromEntries(
    DETAIL_FORM_FIELDS.map((field) => [field, draft[field].trim()]),
  ) as DetailsFormDraft;
}

/** The near PD the shop works out from the typed distance PD when none is given, "60" (mm); null without one. */
export function workedOutNearPd(
  values: Pick<PrescriptionValues, 'pd' | 'pd_right' | 'pd_left'>,
): string | null {
  const near = nearPdOf(values, { near_pd: null });
  return near ? formatPd(near.tenths) : null;
}

/** Whether either eye's prism fields hold anything (the disclosure opens on them). */
export const prismTyped = (draft: DetailsFormDraft) =>
  [...PRISM_FIELDS, ...PRISM_BASE_FIELDS].some((field) => draft[field] !== '');
