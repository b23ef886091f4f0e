import type { PrescriptionChoiceValue } from '@/lib/shop/lens-flow';
import {
  EYE_FIELDS,
  PD_FIELDS,
  PRESCRIPTION_FIELDS,
  PRESCRIPTION_RECORD_MESSAGES,
  prescriptionWarning,
  readPrescription,
  type PrescriptionField,
  type PrescriptionProblems,
  type PrescriptionValues,
} from '@/lib/shop/prescription-record';
import { formatPd, formatPower, powerText } from '@/lib/shop/prescription-values';

// The prescription step's choice (docs/product.md#lens-options): typed values, a saved prescription
// or an uploaded photo, turned into what step_data sends (lib/contract/calls/process.ts
// prescriptionChoiceSchema) and the line the inventory summary shows. Pure: the step component
// keeps the draft, this file says what it means.

/** What the wizard is told on every change of the step. */
export interface PrescriptionStepChoice {
  /** What step_data sends. */
  value: PrescriptionChoiceValue;
  /** Short summary for the inventory summary. */
  item: string;
  /**
   * The both-eyes ≥ 3 difference check (docs/product.md#prescription-rules) as a sentence, for
   * typed or saved values; else null.
   */
  warning: string | null;
}

/** Whether the lens use asks for ADD (progressive, bifocal) or refuses it (flow response data.prescription). */
export type Addition = 'required' | 'refused';
/** One PD for both eyes, or one per eye. */
export type PdMode = 'single' | 'dual';
/**
 * How the prescription is given: typed values, a saved prescription (signed in only), a photo of it,
 * or after ordering (the wizard only: docs/product.md#prescription-later).
 */
export type PrescriptionMode = 'typed' | 'saved' | 'photo' | 'later';
/** The typed form: each value as its select or input holds it ("-2.25", "90", "63.5", "" for none). */
export type TypedDraft = Record<PrescriptionField, string>;

type Eye = 'od' | 'os';
const EYE_NAMES: Readonly<Record<Eye, string>> = { od: 'right eye (OD)', os: 'left eye (OS)' };

export const PHOTO_ITEM = 'Photo of your prescription';
/** The choice of sending the prescription after ordering: nothing to fill in, the price unchanged. */
export const LATER_CHOICE: PrescriptionStepChoice = {
  value: { source: 'later' },
  item: 'To be sent after ordering',
  warning: null,
};
/** The shop's help article on measuring a PD (seeded with the FAQ; its address is stable). */
export const MEASURE_PD_ADDRESS = '/faq/measure-pd';

export const PRESCRIPTION_STEP_MESSAGES = {
  additionNeeded: (eye: Eye) =>
    `Choose the ADD (near addition) of the ${EYE_NAMES[eye]}: progressive and bifocal lenses need it.`,
  pdNeeded: 'Choose your pupillary distance (PD): the lenses are centred on it.',
  pdEyeNeeded: (eye: Eye) => `Choose the PD of the ${EYE_NAMES[eye]}, or switch to one PD for both eyes.`,
  photoPdNeeded: 'Choose your pupillary distance (PD), or tick “My PD is on the photo”.',
  savedHasAddition:
    'This prescription has ADD values, which these lenses do not use: the shop will ask you to choose another one or enter your values.',
  savedLacksAddition:
    'This prescription has no ADD (near addition), which progressive and bifocal lenses need: the shop will ask you to choose another one or enter your values.',
} as const;

/** Short names of the fields, for the "still to fill in" line. */
export const FIELD_SHORT_NAMES: Readonly<Record<PrescriptionField, string>> = {
  od_sph: 'right eye SPH',
  od_cyl: 'right eye CYL',
  od_axis: 'right eye AXIS',
  od_add: 'right eye ADD',
  os_sph: 'left eye SPH',
  os_cyl: 'left eye CYL',
  os_axis: 'left eye AXIS',
  os_add: 'left eye ADD',
  pd: 'PD',
  pd_right: 'right PD',
  pd_left: 'left PD',
};

export function emptyTypedDraft(): TypedDraft {
  return Object.fromEntries(PRESCRIPTION_FIELDS.map((field) => [field, ''])) as TypedDraft;
}

/** One sent value back as the form holds it: numbers become the selects' texts ("-2.25", "63.5"). */
function draftText(field: PrescriptionField, value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'string') return value.trim();
  if (field.startsWith('pd')) return formatPd(Math.round(value * 10));
  if (field.endsWith('_axis')) return String(value);
  return powerText(Math.round(value * 100));
}

/**
 * A typed choice sent before, as the form shows it again when the shopper comes back; for a photo,
 * the PD typed beside it.
 */
export function typedDraftOf(value: PrescriptionChoiceValue | null): { draft: TypedDraft; pdMode: PdMode } {
  const draft = emptyTypedDraft();
  if (value?.source === 'typed')
    for (const field of PRESCRIPTION_FIELDS) draft[field] = draftText(field, value[field]);
  else if (value?.source === 'image')
    for (const field of PD_FIELDS) draft[field] = draftText(field, value[field]);
  const pdMode = draft.pd_right !== '' || draft.pd_left !== '' ? 'dual' : 'single';
  return { draft, pdMode };
}

/** Whether a CYL text is a cylinder: "None" ("") and 0.00 are not, so the axis stays off. */
export function hasCylinder(cylinder: string): boolean {
  const value = Number(cylinder);
  return cylinder.trim() !== '' && Number.isFinite(value) && value !== 0;
}

/**
 * The values the step sends: ADD only when the lens use asks for it (the fields are hidden
 * otherwise), an axis only with a cylinder, and the PD of the chosen kind.
 */
export function typedValuesOf(draft: TypedDraft, addition: Addition, pdMode: PdMode): TypedDraft {
  const values = emptyTypedDraft();
  for (const field of EYE_FIELDS) values[field] = draft[field].trim();
  for (const eye of ['od', 'os'] as const) {
    if (!hasCylinder(values[`${eye}_cyl`])) values[`${eye}_axis`] = '';
    if (addition === 'refused') values[`${eye}_add`] = '';
  }
  values.pd = pdMode === 'single' ? draft.pd.trim() : '';
  values.pd_right = pdMode === 'dual' ? draft.pd_right.trim() : '';
  values.pd_left = pdMode === 'dual' ? draft.pd_left.trim() : '';
  return values;
}

/**
 * What stops the typed values from being sent, by field: the shop's rules (readPrescription: range,
 * step, an axis exactly with a cylinder) plus what the lens use needs (both spheres, ADD for
 * multifocals, a PD to centre the lens), as the server checks them (lib/shop/lens-selection.ts).
 */
export function typedProblems(values: TypedDraft, addition: Addition, pdMode: PdMode): PrescriptionProblems {
  const { problems } = readPrescription(values);
  const found: PrescriptionProblems = { ...problems };
  for (const eye of ['od', 'os'] as const) {
    // readPrescription asks for both spheres once any eye value is typed; an empty form needs them too
    if (values[`${eye}_sph`] === '') found[`${eye}_sph`] ??= PRESCRIPTION_RECORD_MESSAGES.sphereNeeded(eye);
    if (addition === 'required' && values[`${eye}_add`] === '')
      found[`${eye}_add`] ??= PRESCRIPTION_STEP_MESSAGES.additionNeeded(eye);
  }
  return { ...found, ...pdProblems(values, pdMode, PRESCRIPTION_STEP_MESSAGES.pdNeeded) };
}

/** A PD of the chosen kind is needed: `needed` says so when the single PD is missing. */
function pdProblems(values: TypedDraft, pdMode: PdMode, needed: string): PrescriptionProblems {
  const found: PrescriptionProblems = {};
  if (pdMode === 'single' && values.pd === '') found.pd = needed;
  if (pdMode === 'dual') {
    if (values.pd_right === '') found.pd_right = PRESCRIPTION_STEP_MESSAGES.pdEyeNeeded('od');
    if (values.pd_left === '') found.pd_left = PRESCRIPTION_STEP_MESSAGES.pdEyeNeeded('os');
  }
  return found;
}

function eyeSummary(values: PrescriptionValues, eye: Eye): string {
  const parts = [eye.toUpperCase(), formatPower(values[`${eye}_sph`] ?? 0)];
  const cylinder = values[`${eye}_cyl`];
  if (cylinder !== null && cylinder !== 0) {
    parts.push(formatPower(cylinder));
    const axis = values[`${eye}_axis`];
    if (axis !== null) parts.push(`\u00d7 ${axis}`);
  }
  const addition = values[`${eye}_add`];
  if (addition !== null) parts.push(`ADD ${formatPower(addition)}`);
  return parts.join(' ');
}

function pdSummary(values: PrescriptionValues): string | null {
  if (values.pd !== null) return `PD ${formatPd(values.pd)}`;
  if (values.pd_right !== null && values.pd_left !== null)
    return `PD ${formatPd(values.pd_right)}/${formatPd(values.pd_left)}`;
  return null;
}

/** Typed values as opticians write them: "OD −2.25 −0.75 × 90 · OS −2.00 · PD 63". */
export function typedItem(values: PrescriptionValues): string {
  const pd = pdSummary(values);
  return [eyeSummary(values, 'od'), eyeSummary(values, 'os'), ...(pd ? [pd] : [])].join(' \u00b7 ');
}

/** The typed form as a choice, or null while it cannot be sent; with its problems by field. */
export function typedChoice(
  draft: TypedDraft,
  addition: Addition,
  pdMode: PdMode,
): { choice: PrescriptionStepChoice | null; problems: PrescriptionProblems; warning: string | null } {
  const sent = typedValuesOf(draft, addition, pdMode);
  const problems = typedProblems(sent, addition, pdMode);
  const { values } = readPrescription(sent);
  // docs/product.md#prescription-rules: the ≥ 3 check warns as soon as the values differ, complete
  // or not
  const warning = prescriptionWarning(values);
  if (Object.keys(problems).length > 0) return { choice: null, problems, warning };
  const value: Extract<PrescriptionChoiceValue, { source: 'typed' }> = { source: 'typed' };
  for (const field of PRESCRIPTION_FIELDS) value[field] = sent[field] === '' ? null : sent[field];
  return { choice: { value, item: typedItem(values), warning }, problems, warning };
}

/**
 * The uploaded photo as a choice, with the PD typed beside it or the shopper's word that the PD is
 * on the photo (docs/product.md#photo-prescription-pd); null while neither is given. An optician
 * reads the values from the photo; the PD's own values are checked like typed ones.
 */
export function photoChoice(
  upload: string,
  draft: TypedDraft,
  pdMode: PdMode,
  pdOnPhoto: boolean,
): { choice: PrescriptionStepChoice | null; problems: PrescriptionProblems } {
  if (pdOnPhoto) {
    const value = { source: 'image' as const, upload, pdOnPhoto: true };
    return { choice: { value, item: `${PHOTO_ITEM} \u00b7 PD on the photo`, warning: null }, problems: {} };
  }
  const sent = typedValuesOf(draft, 'refused', pdMode);
  const { values, problems: read } = readPrescription({
    pd: sent.pd,
    pd_right: sent.pd_right,
    pd_left: sent.pd_left,
  });
  const problems = { ...read, ...pdProblems(sent, pdMode, PRESCRIPTION_STEP_MESSAGES.photoPdNeeded) };
  if (Object.keys(problems).length > 0) return { choice: null, problems };
  const value: Extract<PrescriptionChoiceValue, { source: 'image' }> = { source: 'image', upload };
  for (const field of PD_FIELDS) if (sent[field] !== '') value[field] = sent[field];
  const pd = pdSummary(values);
  return { choice: { value, item: pd ? `${PHOTO_ITEM} \u00b7 ${pd}` : PHOTO_ITEM, warning: null }, problems };
}

/** A 422 answer's field key ("od_axis", or a path ending in it) as a prescription field, if it is one. */
export function prescriptionFieldOf(key: string): PrescriptionField | null {
  const last = key.split('.').at(-1) ?? key;
  return (PRESCRIPTION_FIELDS as readonly string[]).includes(last) ? (last as PrescriptionField) : null;
}

/**
 * Whether a field is in the form as it is shown: in the typed form ADD only for multifocals and
 * the PD of its kind; beside a photo only that PD, and none when the PD is on the photo.
 */
export function fieldShown(
  field: PrescriptionField,
  form: { mode: PrescriptionMode; addition: Addition; pdMode: PdMode; pdOnPhoto: boolean },
): boolean {
  if (form.mode === 'saved' || form.mode === 'later') return false;
  const isPd = (PD_FIELDS as readonly string[]).includes(field);
  if (form.mode === 'photo' && (!isPd || form.pdOnPhoto)) return false;
  if (field.endsWith('_add')) return form.addition === 'required';
  if (field === 'pd') return form.pdMode === 'single';
  if (field === 'pd_right' || field === 'pd_left') return form.pdMode === 'dual';
  return true;
}
