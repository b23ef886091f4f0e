import { checkPrescriptionTable } from './prescription-check';
import {
  AXIS_RANGE,
  powerNumber,
  readAxis,
  readPd,
  readPower,
  type TypedValue,
  type ValueReading,
} from './prescription-values';

// A whole typed prescription (docs/product.md#prescription-rules): each value through
// prescription-values.ts, then the rules that tie values together: an axis exactly when there is a
// cylinder, both spheres once any eye value is typed, one PD or a PD per eye. Field names are the
// shop's (od_sph, od_cyl, os_sph, os_cyl) with axis, addition and PD added in the same style.

export const EYE_FIELDS = [
  'od_sph',
  'od_cyl',
  'od_axis',
  'od_add',
  'os_sph',
  'os_cyl',
  'os_axis',
  'os_add',
] as const;
export const PD_FIELDS = ['pd', 'pd_right', 'pd_left'] as const;
export const PRESCRIPTION_FIELDS = [...EYE_FIELDS, ...PD_FIELDS] as const;
export type PrescriptionField = (typeof PRESCRIPTION_FIELDS)[number];

/** What a form or the API sends: each value as text or number, any of them left out. */
export type PrescriptionDraft = Partial<Record<PrescriptionField, TypedValue>>;

/** The kept values: powers in hundredths, axis in degrees, PD in tenths of a millimetre; null when absent. */
export type PrescriptionValues = Record<PrescriptionField, number | null>;

export type PrescriptionProblems = Partial<Record<PrescriptionField, string>>;

type Eye = 'od' | 'os';
const EYE_NAMES: Readonly<Record<Eye, string>> = { od: 'right eye (OD)', os: 'left eye (OS)' };

export const PRESCRIPTION_RECORD_MESSAGES = {
  sphereNeeded: (eye: Eye) =>
    `Choose the sphere (SPH) of the ${EYE_NAMES[eye]}; choose 0.00 if it shows none.`,
  axisNeeded: (eye: Eye) =>
    `Enter the axis (${AXIS_RANGE.min}–${AXIS_RANGE.max}) of the ${EYE_NAMES[eye]}: a cylinder (CYL) needs one.`,
  axisWithoutCylinder: (eye: Eye) =>
    `Leave the axis of the ${EYE_NAMES[eye]} empty: it has no cylinder (CYL).`,
  pdTwice: 'Give one PD, or a PD for each eye, not both.',
  pdOtherEye: (eye: Eye) => `Enter the PD of the ${EYE_NAMES[eye]} too, or give one PD for both eyes.`,
  valuesOrPhoto: 'Enter your prescription values or upload a photo of it.',
} as const;

function readField(field: PrescriptionField, value: TypedValue): ValueReading {
  if (field === 'pd') return readPd('single', value);
  if (field === 'pd_right' || field === 'pd_left') return readPd('eye', value);
  if (field.endsWith('_axis')) return readAxis(value);
  return readPower(field.endsWith('_sph') ? 'sph' : field.endsWith('_cyl') ? 'cyl' : 'add', value);
}

/** Reads a typed prescription: the values that can be kept, and a message for each field that cannot. */
export function readPrescription(draft: PrescriptionDraft): {
  values: PrescriptionValues;
  problems: PrescriptionProblems;
} {
  const values = Object.fromEntries(PRESCRIPTION_FIELDS.map((field) => [field, null])) as PrescriptionValues;
  const problems: PrescriptionProblems = {};
  const typed = new Set<PrescriptionField>();
  for (const field of PRESCRIPTION_FIELDS) {
    const reading = readField(field, draft[field]);
    if (reading.kind !== 'empty') typed.add(field);
    if (reading.kind === 'value') values[field] = reading.value;
    if (reading.kind === 'problem') problems[field] = reading.message;
  }

  for (const eye of ['od', 'os'] as const) {
    const cylinder = values[`${eye}_cyl`];
    const hasCylinder = cylinder !== null && cylinder !== 0;
    const axisField = `${eye}_axis` as const;
    // AXIS is required when CYL ≠ 0, and means nothing without a cylinder.
    if (!problems[axisField] && !problems[`${eye}_cyl`]) {
      if (hasCylinder && values[axisField] === null)
        problems[axisField] = PRESCRIPTION_RECORD_MESSAGES.axisNeeded(eye);
      if (!hasCylinder && typed.has(axisField))
        problems[axisField] = PRESCRIPTION_RECORD_MESSAGES.axisWithoutCylinder(eye);
    }
  }

  // A prescription always states both spheres (0.00, "plano", when there is no correction).
  if (EYE_FIELDS.some((field) => typed.has(field))) {
    for (const eye of ['od', 'os'] as const) {
      if (!typed.has(`${eye}_sph`)) problems[`${eye}_sph`] = PRESCRIPTION_RECORD_MESSAGES.sphereNeeded(eye);
    }
  }

  if (typed.has('pd') && (typed.has('pd_right') || typed.has('pd_left'))) {
    problems.pd ??= PRESCRIPTION_RECORD_MESSAGES.pdTwice;
  } else if (typed.has('pd_right') !== typed.has('pd_left')) {
    const missing = typed.has('pd_right') ? 'pd_left' : 'pd_right';
    problems[missing] = PRESCRIPTION_RECORD_MESSAGES.pdOtherEye(missing === 'pd_right' ? 'od' : 'os');
  }

  return { values, problems };
}

/** Whether the values make a typed prescription (both spheres); a PD alone does not. */
export function hasEyeValues(values: PrescriptionValues): boolean {
  return values.od_sph !== null && values.os_sph !== null;
}

/**
 * The prescription check, as a sentence: the eyes differ by 3 or more in sphere or cylinder,
 * which usually means a mistyped value. A warning, never a refusal: such prescriptions exist.
 */
export function prescriptionWarning(values: PrescriptionValues): string | null {
  const asNumber = (hundredths: number | null) => (hundredths === null ? null : powerNumber(hundredths));
  const { sph, cyl } = checkPrescriptionTable({
    od_sph: asNumber(values.od_sph),
    od_cyl: asNumber(values.od_cyl),
    os_sph: asNumber(values.os_sph),
    os_cyl: asNumber(values.os_cyl),
  });
  if (!sph && !cyl) return null;
  const what = sph && cyl ? 'sphere (SPH) and cylinder (CYL)' : sph ? 'sphere (SPH)' : 'cylinder (CYL)';
  return `Your right and left eyes differ by 3.00 or more in ${what}. That is unusual: please check each value is in its eye's row.`;
}
