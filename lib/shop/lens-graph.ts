import { formatPower } from './prescription-values';
import { indexRefusal, LENS_RULE_MESSAGES, optionIndex, type IndexFloor, type LensIndex } from './lens-rules';
import type { LensFlowStep } from './lens-names';

// The lens step graph (docs/product.md#lens-options) as data: the steps, the options of each step
// with their prices and the rules that say where an option applies and when it cannot be made. The
// server keeps the graph in the database (an operator changes options and prices without code);
// the rules below read it the same way on the server, which decides, and in tests.

/** The frames lenses are made for; accessories have no lens flow. */
export type FrameType = 'eyeglasses' | 'sunglasses';

/** When an option applies and what it can be made for. Every field is optional: absent means "any". */
export interface LensOptionRules {
  /** The frame types the option is offered for; for others it is not shown at all. */
  frameTypes?: FrameType[];
  /** Multifocal lenses need a frame tall enough for the reading zone (its lens height and the multifocalHeight lens rule). */
  multifocalFrame?: boolean;
  /** The frame rims the lens can be fitted to (rimless mounts hold the lens by drill holes). */
  rims?: string[];
  /** The strongest sphere, either sign, the lens is made for, in hundredths of a dioptre. */
  maxSphere?: number;
  /** The strongest cylinder, either sign, in hundredths. */
  maxCylinder?: number;
  /** lens_use only: whether a prescription's ADD is required (multifocal) or refused (any other). */
  addition?: 'required' | 'refused';
}

export interface LensStepRecord {
  id: number;
  key: LensFlowStep;
  title: string;
}

export interface LensOptionRecord {
  id: number;
  step: LensFlowStep;
  /** A stable name for operators and tests: single_vision, index_161, blue_light … */
  code: string;
  name: string;
  description: string;
  priceCents: number;
  /**
   * The operator's recommendation: marked "Recommended" and chosen when the step opens, if it can
   * be made (docs/product.md#lens-preselect); never on the lens use or reading strength steps.
   */
  isDefault: boolean;
  /** The lens uses (their codes) under which the option is offered; null for all. */
  forUses: string[] | null;
  rules: LensOptionRules;
  /** lens_use only: the steps that follow this use, in order. */
  path: LensFlowStep[] | null;
  sort: number;
}

export interface LensGraph {
  steps: readonly LensStepRecord[];
  options: readonly LensOptionRecord[];
}

/** What the options are checked against: the frame, and the prescription once it is known. */
export interface LensContext {
  frame: { type: FrameType; rim: string; multifocalReady: boolean };
  /** The lens use chosen so far (its code), or null on the first step. */
  lensUse: string | null;
  /** The strongest powers of the prescription (hundredths, signed), or null when not typed. */
  strength: { sphere: number; cylinder: number } | null;
  /** What the lens rules (lib/shop/lens-rules.ts, docs/product.md#lens-rules) say of this frame and prescription. */
  ruled?: LensRuling;
}

/** The lens rules' verdict a context carries: index floors, the recommended index, the multifocal height. */
export interface LensRuling {
  indexFloors: IndexFloor[];
  recommendedIndex: LensIndex | null;
  multifocalMinHeightMm: number;
}

export type OptionAvailability = { shown: false } | { shown: true; disabledReason: string | null };

const RIM_NAMES: Readonly<Record<string, string>> = {
  'full-rim': 'full-rim',
  'semi-rimless': 'semi-rimless',
  rimless: 'rimless',
};

export const LENS_OPTION_REASONS = {
  multifocalFrame:
    'This frame is too shallow for a reading zone: progressive and bifocal lenses need a taller frame.',
  rim: (rim: string) =>
    `Not made for ${RIM_NAMES[rim] ?? rim} frames: the lens must be tougher where the frame holds it.`,
  sphere: (sphere: number, max: number) =>
    `Your prescription (SPH ${formatPower(sphere)}) is stronger than this lens is made for (up to ±${(max / 100).toFixed(2)}).`,
  cylinder: (cylinder: number, max: number) =>
    `Your cylinder (CYL ${formatPower(cylinder)}) is stronger than this lens is made for (up to ${(max / 100).toFixed(2)}).`,
} as const;

/**
 * Whether an option is offered in this context and, if it is, why it cannot be chosen (null when
 * it can). Options for another frame type or lens use are not shown; options the frame or the
 * prescription rule out are shown disabled with the reason, so the shopper learns what fits.
 */
export function optionAvailability(option: LensOptionRecord, context: LensContext): OptionAvailability {
  const { rules } = option;
  if (rules.frameTypes && !rules.frameTypes.includes(context.frame.type)) return { shown: false };
  if (option.forUses && (context.lensUse === null || !option.forUses.includes(context.lensUse)))
    return { shown: false };
  if (rules.multifocalFrame && !context.frame.multifocalReady)
    return {
      shown: true,
      disabledReason: context.ruled
        ? LENS_RULE_MESSAGES.tooShallow(option.name, context.ruled.multifocalMinHeightMm)
        : LENS_OPTION_REASONS.multifocalFrame,
    };
  if (rules.rims && !rules.rims.includes(context.frame.rim))
    return { shown: true, disabledReason: LENS_OPTION_REASONS.rim(context.frame.rim) };
  const index = option.step === 'lens_index' ? optionIndex(option.code) : null;
  const floorReason = index !== null && context.ruled ? indexRefusal(context.ruled.indexFloors, index) : null;
  if (floorReason) return { shown: true, disabledReason: floorReason };
  const strength = context.strength;
  if (strength && rules.maxSphere !== undefined && Math.abs(strength.sphere) > rules.maxSphere)
    return { shown: true, disabledReason: LENS_OPTION_REASONS.sphere(strength.sphere, rules.maxSphere) };
  if (strength && rules.maxCylinder !== undefined && Math.abs(strength.cylinder) > rules.maxCylinder)
    return {
      shown: true,
      disabledReason: LENS_OPTION_REASONS.cylinder(strength.cylinder, rules.maxCylinder),
    };
  return { shown: true, disabledReason: null };
}

export interface StepOption {
  option: LensOptionRecord;
  disabledReason: string | null;
  /** Marked "Recommended"; the wizard opens the step with it chosen (docs/product.md#lens-preselect). */
  recommended: boolean;
}

/**
 * The options a step shows, in the operator's order, with the recommended one marked: on the
 * index step the thinnest index the prescription can be made in, elsewhere the operator's default
 * if it can be made. A reading strength is never recommended: without the shopper's eyes it would
 * be a guess. The wizard opens a step with its recommended option chosen, except the lens use
 * (lib/shop/lens-preselect.ts).
 */
export function stepOptions(graph: LensGraph, step: LensFlowStep, context: LensContext): StepOption[] {
  const shown: StepOption[] = [];
  for (const option of graph.options) {
    if (option.step !== step) continue;
    const availability = optionAvailability(option, context);
    if (!availability.shown) continue;
    shown.push({ option, disabledReason: availability.disabledReason, recommended: false });
  }
  shown.sort((a, b) => a.option.sort - b.option.sort || a.option.id - b.option.id);
  const makeable = shown.filter((entry) => entry.disabledReason === null);
  const recommended =
    step === 'lens_index'
      ? (ruledIndex(makeable, context.ruled?.recommendedIndex ?? null) ?? makeable[0])
      : step === 'magnification'
        ? undefined
        : makeable.find((entry) => entry.option.isDefault);
  if (recommended) recommended.recommended = true;
  return shown;
}

/** The makeable index option nearest the recommended index, at or above it (docs/product.md#lens-rules). */
function ruledIndex(makeable: readonly StepOption[], recommended: LensIndex | null): StepOption | undefined {
  if (recommended === null) return undefined;
  let best: { entry: StepOption; index: LensIndex } | undefined;
  for (const entry of makeable) {
    const index = optionIndex(entry.option.code);
    if (index === null || index < recommended) continue;
    if (!best || index < best.index) best = { entry, index };
  }
  return best?.entry;
}

/** The steps of a lens use: lens_use first, then the use's path. */
export function pathOf(lensUse: LensOptionRecord): LensFlowStep[] {
  return ['lens_use', ...(lensUse.path ?? []).filter((step) => step !== 'lens_use')];
}

export function stepRecord(graph: LensGraph, key: LensFlowStep): LensStepRecord | undefined {
  return graph.steps.find((step) => step.key === key);
}
