import type { CallInput } from '@/lib/contract/call';
import type { AdminLensOption, lensOptionUpdateCall } from '@/lib/contract/calls/admin/lens-options';
import { FRAME_RIMS } from '@/lib/shop/frame-attributes';
import { LENS_FLOW_STEPS, type LensFlowStep } from '@/lib/shop/lens-names';
import { centsOfDollars, dollarsOfCents } from '../ui/money-input';

// A lens option's form (docs/operating.md#lens-options), as the inputs hold it, and the body the add
// and update calls take. The shop checks every rule again (quarter dioptres, an ADD rule outside the
// lens-use step, a code in use) and names the field; the form only turns typed dollars into cents
// and typed dioptres into hundredths, and names the field when it cannot.

export const FRAME_TYPES = ['eyeglasses', 'sunglasses'] as const;
export type FrameType = (typeof FRAME_TYPES)[number];
export type Rim = (typeof FRAME_RIMS)[number];
type Addition = '' | 'required' | 'refused';

/** The steps a lens use may lead through: every step after it. */
export const STEPS_AFTER_USE = LENS_FLOW_STEPS.filter((step) => step !== 'lens_use');

export interface LensOptionValues {
  code: string;
  name: string;
  description: string;
  /** Dollars, as typed. */
  price: string;
  isDefault: boolean;
  /** New options only: on sale at once. */
  active: boolean;
  /** The lens uses it is offered under; none ticked: all. */
  forUses: string[];
  /** A lens use's steps after it. */
  path: LensFlowStep[];
  frameTypes: FrameType[];
  rims: Rim[];
  multifocal: boolean;
  /** Dioptres as typed ("6.00"); empty: no limit. */
  maxSphere: string;
  maxCylinder: string;
  addition: Addition;
}

/** What the add and update calls share. */
export interface LensOptionDraft {
  name: string;
  description: string;
  priceCents: number;
  isDefault: boolean;
  forUses: string[] | null;
  rules: CallInput<typeof lensOptionUpdateCall>['rules'];
  path: LensFlowStep[] | null;
}

export type FieldMessages = Partial<Record<string, string>>;

/** The fields in the order the form shows them: the first with a message gets the focus. */
export const FIELD_ORDER = [
  'code',
  'name',
  'description',
  'priceCents',
  'isDefault',
  'active',
  'forUses',
  'path',
  'rules.frameTypes',
  'rules.rims',
  'rules.multifocalFrame',
  'rules.maxSphere',
  'rules.maxCylinder',
  'rules.addition',
] as const;

/** A new option's empty form: on sale at once, offered everywhere, no limits. */
export const EMPTY_LENS_OPTION: LensOptionValues = {
  code: '',
  name: '',
  description: '',
  price: '0.00',
  isDefault: false,
  active: true,
  forUses: [],
  path: [],
  frameTypes: [],
  rims: [],
  multifocal: false,
  maxSphere: '',
  maxCylinder: '',
  addition: '',
};

const isRim = (value: string): value is Rim => (FRAME_RIMS as readonly string[]).includes(value);
const dioptres = (value: number | undefined) => (value === undefined ? '' : (value / 100).toFixed(2));

/** A saved option as the form's values. */
export function valuesOfOption(option: AdminLensOption): LensOptionValues {
  return {
    code: option.code,
    name: option.name,
    description: option.description,
    price: dollarsOfCents(option.priceCents),
    isDefault: option.isDefault,
    active: option.active,
    forUses: option.forUses ?? [],
    path: option.path ?? [],
    frameTypes: option.rules.frameTypes ?? [],
    rims: option.rules.rims?.filter(isRim) ?? [],
    multifocal: option.rules.multifocalFrame ?? false,
    maxSphere: dioptres(option.rules.maxSphere),
    maxCylinder: dioptres(option.rules.maxCylinder),
    addition: option.rules.addition ?? '',
  };
}

const DIOPTRES = /^[+\-−]?\d{1,2}(?:\.\d{1,2})?$/;

/**
 * Typed dioptres to the rules' hundredths, either sign meaning the same strength; undefined when
 * empty, null when it is not a number of dioptres.
 */
export function hundredthsOf(text: string): number | null | undefined {
  const typed = text.trim();
  if (typed === '') return undefined;
  if (!DIOPTRES.test(typed)) return null;
  return Math.abs(Math.round(Number.parseFloat(typed.replace(/^[+\-−]/, '')) * 100));
}

/** The rules as the calls take them: an empty choice is no rule ("any"). */
function rulesOf(values: LensOptionValues, step: LensFlowStep, sphere?: number, cylinder?: number) {
  return {
    ...(values.frameTypes.length > 0 ? { frameTypes: values.frameTypes } : {}),
    ...(values.rims.length > 0 ? { rims: values.rims } : {}),
    ...(values.multifocal ? { multifocalFrame: true } : {}),
    ...(sphere === undefined ? {} : { maxSphere: sphere }),
    ...(cylinder === undefined ? {} : { maxCylinder: cylinder }),
    ...(step === 'lens_use' && values.addition !== '' ? { addition: values.addition } : {}),
  };
}

/** The draft the calls take, or the fields the form cannot read, each with its message. */
export function draftOf(
  values: LensOptionValues,
  step: LensFlowStep,
): { draft: LensOptionDraft; problems: null } | { draft: null; problems: FieldMessages } {
  const problems: FieldMessages = {};
  const priceCents = centsOfDollars(values.price);
  if (priceCents === null || priceCents < 0)
    problems.priceCents = 'Type the price in dollars, like 15 or 12.50 (0 for included).';
  const sphere = hundredthsOf(values.maxSphere);
  if (sphere === null) problems['rules.maxSphere'] = 'Type dioptres, like 6.00, or leave it empty.';
  const cylinder = hundredthsOf(values.maxCylinder);
  if (cylinder === null) problems['rules.maxCylinder'] = 'Type dioptres, like 2.75, or leave it empty.';
  if (priceCents === null || priceCents < 0 || sphere === null || cylinder === null)
    return { draft: null, problems };
  const isUse = step === 'lens_use';
  return {
    problems: null,
    draft: {
      name: values.name,
      description: values.description,
      priceCents,
      isDefault: values.isDefault,
      forUses: isUse || values.forUses.length === 0 ? null : values.forUses,
      rules: rulesOf(values, step, sphere, cylinder),
      // in the wizard's order, whatever order they were ticked in
      path: isUse ? STEPS_AFTER_USE.filter((key) => values.path.includes(key)) : null,
    },
  };
}

/** The shop's field name ("rules.rims.0") as the form's field ("rules.rims"). */
export function formFieldOf(name: string): string {
  return name.replace(/(\.\d+)+$/, '');
}

/** A refusal's field messages on the form's fields; messages for fields the form lacks are left. */
export function messagesOnForm(fields: Record<string, string>): { mine: FieldMessages; others: string[] } {
  const mine: FieldMessages = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const field = formFieldOf(name);
    if ((FIELD_ORDER as readonly string[]).includes(field)) mine[field] ??= message;
    else others.push(message);
  }
  return { mine, others };
}
