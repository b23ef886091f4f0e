import type { LensRules } from './lens-rules';
import { checkPrescriptionTable } from './prescription-check';

// The optician's check of an order's prescription before the lab makes the lenses
// (docs/operating.md#optician-check): the flags the shop raises on the values, shown first, and
// the checklist the optician ticks, nothing ticked beforehand. The server refuses a confirmation
// whose checklist misses an item that applies; the console reads the same lists.

export const OPTICIAN_CHECK_ITEMS = [
  'values-fit-lenses',
  'pd-in-range',
  'not-expired',
  'photo-legible',
  'frame-fits-lenses',
] as const;
export type OpticianCheckItem = (typeof OPTICIAN_CHECK_ITEMS)[number];

export const OPTICIAN_CHECK_LABELS: Readonly<Record<OpticianCheckItem, string>> = {
  'values-fit-lenses': 'The values are plausible for the lenses chosen',
  'pd-in-range': 'The PD is given and in range',
  'not-expired': 'The prescription has not expired',
  'photo-legible': 'The photo is legible',
  'frame-fits-lenses': 'The frame fits the lenses',
};

/** The items that apply to an order: the photo's only when a line's prescription came as a photo. */
export function opticianCheckItems(order: { photo: boolean }): OpticianCheckItem[] {
  return OPTICIAN_CHECK_ITEMS.filter((item) => item !== 'photo-legible' || order.photo);
}

/** The applicable items not ticked, in the checklist's order. */
export function missingCheckItems(
  applicable: readonly OpticianCheckItem[],
  ticked: readonly OpticianCheckItem[],
): OpticianCheckItem[] {
  return applicable.filter((item) => !ticked.includes(item));
}

/** The sentence a refused confirmation reads, or null when every applicable item is ticked. */
export function checklistRefusal(
  applicable: readonly OpticianCheckItem[],
  ticked: readonly OpticianCheckItem[],
): string | null {
  const missing = missingCheckItems(applicable, ticked);
  if (missing.length === 0) return null;
  const names = missing.map((item) => `“${OPTICIAN_CHECK_LABELS[item]}”`).join(', ');
  return `Tick every item of the checklist before confirming the prescription. Not ticked: ${names}.`;
}

/** The PD the shop takes as normal for an adult, in millimetres, both eyes together. */
export const PD_NORMAL_MIN = 54;
export const PD_NORMAL_MAX = 74;

/** The values the flags read: dioptres, degrees and millimetres, null when not given. */
export interface CheckedValues {
  od_sph: number | null;
  od_cyl: number | null;
  od_axis: number | null;
  od_add: number | null;
  os_sph: number | null;
  os_cyl: number | null;
  os_axis: number | null;
  os_add: number | null;
  pd: number | null;
  pd_right: number | null;
  pd_left: number | null;
}

export const PRESCRIPTION_FLAGS = [
  'eyes-differ',
  'add-without-reading-lens',
  'axis-without-cyl',
  'pd-out-of-range',
  'expired',
  'beyond-lab-range',
] as const;
export type PrescriptionFlagCode = (typeof PRESCRIPTION_FLAGS)[number];

export interface PrescriptionFlag {
  code: PrescriptionFlagCode;
  message: string;
}

export interface FlagContext {
  /** The lens use's name on the order line ("Single Vision", "Progressive" …). */
  lensUse: string;
  /** The prescription's expiry day (YYYY-MM-DD), when it carries one. */
  expiresOn?: string | null;
  /** Today (YYYY-MM-DD), against which the expiry is read. */
  today: string;
  /** The shopper confirmed, when ordering, that the expired prescription is still right. */
  expiredConfirmed?: boolean;
  /** The prism of the prescription, as people read it ("OD 1.50 Δ base in"), when it has one. */
  prisms?: readonly string[];
  /**
   * What the lab makes, as the operator's lens rules say today (docs/product.md#lens-rules): the
   * same rule tells the shopper before paying, so the optician's flag never disagrees with it.
   */
  labRange: LensRules['labRange'];
}

/** Lens uses made for reading: an ADD belongs to them (docs/product.md#prescription-rules). */
export function isReadingLensUse(lensUse: string): boolean {
  return /progressive|bifocal|reading/i.test(lensUse);
}

const EYES = [
  ['od', 'right eye (OD)'],
  ['os', 'left eye (OS)'],
] as const;

const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}`;
const given = (value: number | null): value is number => value !== null && value !== 0;

/** The PD both eyes together: the one PD, or the sum of the two; null when it is not given. */
export function pdOf(values: Pick<CheckedValues, 'pd' | 'pd_right' | 'pd_left'>): number | null {
  if (values.pd !== null) return values.pd;
  if (values.pd_right !== null && values.pd_left !== null) return values.pd_right + values.pd_left;
  return null;
}

/** The lab's standard range has no prism: it is made to order (docs/product.md#lens-rules). */
function prismFlag(context: FlagContext): PrescriptionFlag[] {
  if (!context.labRange.flagPrism || !context.prisms || context.prisms.length === 0) return [];
  return [
    {
      code: 'beyond-lab-range',
      message: `The prescription has a prism (${context.prisms.join(', ')}), which the lab makes only to order.`,
    },
  ];
}

/**
 * What the shop finds unusual in a prescription, for the optician to look at first
 * (docs/operating.md#optician-check). Flags are warnings: such prescriptions exist, and the
 * optician decides. Values missing (a photo's) raise no flag about them.
 */
export function prescriptionFlags(values: CheckedValues | null, context: FlagContext): PrescriptionFlag[] {
  const flags: PrescriptionFlag[] = [];
  if (context.expiresOn && context.expiresOn < context.today)
    flags.push({
      code: 'expired',
      message: `The prescription expired on ${context.expiresOn}.${context.expiredConfirmed ? ' The shopper confirmed it is still right when ordering.' : ''}`,
    });
  if (!values) return [...flags, ...prismFlag(context)];

  const differs = checkPrescriptionTable(values);
  if (differs.sph || differs.cyl)
    flags.push({
      code: 'eyes-differ',
      message: `The right and left eyes differ by 3.00 or more in ${[differs.sph ? 'sphere (SPH)' : '', differs.cyl ? 'cylinder (CYL)' : ''].filter(Boolean).join(' and ')}.`,
    });

  for (const [eye, name] of EYES) {
    const add = values[`${eye}_add`];
    if (given(add) && !isReadingLensUse(context.lensUse))
      flags.push({
        code: 'add-without-reading-lens',
        message: `The ${name} has an ADD of ${signed(add)}, but the lenses chosen (${context.lensUse || 'no lens use'}) are neither reading nor progressive lenses.`,
      });
  }
  for (const [eye, name] of EYES) {
    if (values[`${eye}_axis`] !== null && !given(values[`${eye}_cyl`]))
      flags.push({
        code: 'axis-without-cyl',
        message: `The ${name} has an AXIS of ${values[`${eye}_axis`]}° but no cylinder (CYL).`,
      });
  }

  const pd = pdOf(values);
  if (pd !== null && (pd < PD_NORMAL_MIN || pd > PD_NORMAL_MAX))
    flags.push({
      code: 'pd-out-of-range',
      message: `The PD is ${pd} mm, outside ${PD_NORMAL_MIN}–${PD_NORMAL_MAX} mm.`,
    });

  // the rule holds hundredths of a dioptre, the values dioptres
  const sphereMin = context.labRange.minSphere / 100;
  const sphereMax = context.labRange.maxSphere / 100;
  const cylinderMax = context.labRange.maxCylinder / 100;
  for (const [eye, name] of EYES) {
    const sph = values[`${eye}_sph`];
    const cyl = values[`${eye}_cyl`];
    const beyond: string[] = [];
    if (sph !== null && (sph < sphereMin || sph > sphereMax)) beyond.push(`SPH ${signed(sph)}`);
    if (cyl !== null && Math.abs(cyl) > cylinderMax) beyond.push(`CYL ${signed(cyl)}`);
    if (beyond.length > 0)
      flags.push({
        code: 'beyond-lab-range',
        message: `The ${name}'s ${beyond.join(' and ')} is beyond what the lab makes (SPH ${signed(sphereMin)} to ${signed(sphereMax)}, CYL up to ${cylinderMax.toFixed(2)}).`,
      });
  }
  return [...flags, ...prismFlag(context)];
}
