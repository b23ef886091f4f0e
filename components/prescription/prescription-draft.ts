import type { CallInput } from '@/lib/contract/call';
import type { Prescription, prescriptionSaveCall } from '@/lib/contract/calls/prescription';
import {
  EYE_FIELDS,
  hasEyeValues,
  PD_FIELDS,
  PRESCRIPTION_RECORD_MESSAGES,
  readPrescription,
  type PrescriptionField,
  type PrescriptionProblems,
} from '@/lib/shop/prescription-record';
import { formatPd, powerText } from '@/lib/shop/prescription-values';
import { detailsDraftOf, detailsFormProblems, detailsInput } from './prescription-details-draft';

// The prescription form's fields and checks: the same rules as /api/prescription/save, from
// lib/shop/prescription-record.ts (and the details' from prescription-details-draft.ts), without
// zod in the browser.

/** In the order the form shows them, so the first field with a problem takes the focus. */
export const PRESCRIPTION_FORM_FIELDS = [
  'name',
  ...EYE_FIELDS,
  ...PD_FIELDS,
  'od_prism_h',
  'od_prism_h_base',
  'od_prism_v',
  'od_prism_v_base',
  'os_prism_h',
  'os_prism_h_base',
  'os_prism_v',
  'os_prism_v_base',
  'near_pd',
  'exam_date',
  'expiry_date',
  'prescriber_name',
  'prescriber_licence',
  'wearer_name',
  'note',
  'file',
] as const;
export type PrescriptionFormField = (typeof PRESCRIPTION_FORM_FIELDS)[number];
export type PrescriptionFormDraft = Record<PrescriptionFormField, string>;

/** Typed values, or a photo of the optician's form. */
export type EntryMode = 'values' | 'photo';
/** One PD for both eyes, or one per eye. */
export type PdMode = 'single' | 'dual';

/** Name and note limits of the contract (not imported: no zod in pages). */
export const PRESCRIPTION_NAME_MAX = 40;
export const PRESCRIPTION_NOTE_MAX = 300;
/** The photo limits of the contract, checked before sending so a shopper need not wait for the upload. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export const PRESCRIPTION_FORM_MESSAGES = {
  name: 'Name this prescription, such as “Distance 2026”.',
  photo: 'Choose a photo of your prescription.',
  photoTooLarge: 'The photo must be 10 MB or smaller.',
} as const;

const power = (dioptres: number | null) => (dioptres === null ? '' : powerText(Math.round(dioptres * 100)));
const pd = (millimetres: number | null) =>
  millimetres === null ? '' : formatPd(Math.round(millimetres * 10));

export function emptyPrescriptionDraft(): PrescriptionFormDraft {
  return Object.fromEntries(PRESCRIPTION_FORM_FIELDS.map((field) => [field, ''])) as PrescriptionFormDraft;
}

/** A saved prescription as the form shows it: powers as the selects' values ("-2.25"). */
export function prescriptionDraftOf(prescription: Prescription): PrescriptionFormDraft {
  return {
    ...emptyPrescriptionDraft(),
    ...detailsDraftOf(prescription),
    name: prescription.name,
    note: prescription.note,
    od_sph: power(prescription.od_sph),
    od_cyl: power(prescription.od_cyl),
    od_axis: prescription.od_axis === null ? '' : String(prescription.od_axis),
    od_add: power(prescription.od_add),
    os_sph: power(prescription.os_sph),
    os_cyl: power(prescription.os_cyl),
    os_axis: prescription.os_axis === null ? '' : String(prescription.os_axis),
    os_add: power(prescription.os_add),
    pd: pd(prescription.pd),
    pd_right: pd(prescription.pd_right),
    pd_left: pd(prescription.pd_left),
  };
}

export function entryModeOf(prescription: Prescription | undefined): EntryMode {
  return prescription?.hasImage && prescription.od_sph === null ? 'photo' : 'values';
}

export function pdModeOf(prescription: Prescription | undefined): PdMode {
  return prescription?.pd_right !== null && prescription?.pd_right !== undefined ? 'dual' : 'single';
}

/** The typed values the form will send: eye values only when typing, the PD of the chosen kind. */
export function typedValuesOf(
  draft: PrescriptionFormDraft,
  mode: EntryMode,
  pdMode: PdMode,
): Record<PrescriptionField, string> {
  const values = {} as Record<PrescriptionField, string>;
  for (const field of EYE_FIELDS) values[field] = mode === 'values' ? draft[field].trim() : '';
  values.pd = pdMode === 'single' ? draft.pd.trim() : '';
  values.pd_right = pdMode === 'dual' ? draft.pd_right.trim() : '';
  values.pd_left = pdMode === 'dual' ? draft.pd_left.trim() : '';
  return values;
}

export interface PhotoChoice {
  /** The newly chosen photo, if any. */
  file: File | null;
  /** Whether the prescription being changed already has one. */
  stored: boolean;
}

/** What is wrong with the form, field by field. */
export function prescriptionFormProblems(
  draft: PrescriptionFormDraft,
  mode: EntryMode,
  pdMode: PdMode,
  photo: PhotoChoice,
): Partial<Record<PrescriptionFormField, string>> {
  const typed = typedValuesOf(draft, mode, pdMode);
  const { values, problems } = readPrescription(typed);
  const found: Partial<Record<PrescriptionFormField, string>> = {
    ...detailsFormProblems(draft),
    ...(problems as PrescriptionProblems),
  };
  if (draft.name.trim() === '') found.name = PRESCRIPTION_FORM_MESSAGES.name;
  if (mode === 'values' && !hasEyeValues(values)) {
    if (values.od_sph === null) found.od_sph ??= PRESCRIPTION_RECORD_MESSAGES.sphereNeeded('od');
    if (values.os_sph === null) found.os_sph ??= PRESCRIPTION_RECORD_MESSAGES.sphereNeeded('os');
  }
  if (mode === 'photo' && !photo.file && !photo.stored) found.file = PRESCRIPTION_FORM_MESSAGES.photo;
  if (photo.file && photo.file.size > PHOTO_MAX_BYTES) found.file = PRESCRIPTION_FORM_MESSAGES.photoTooLarge;
  return found;
}

export type PrescriptionSaveInput = CallInput<typeof prescriptionSaveCall>;

/** The form as /api/prescription/save takes it (the photo goes beside it, as multipart). */
export function prescriptionInput(
  draft: PrescriptionFormDraft,
  mode: EntryMode,
  pdMode: PdMode,
  id: number | undefined,
): PrescriptionSaveInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: draft.name.trim(),
    note: draft.note.trim(),
    ...typedValuesOf(draft, mode, pdMode),
    ...detailsInput(draft),
  };
}
