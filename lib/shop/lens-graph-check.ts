import {
  optionAvailability,
  type FrameType,
  type LensOptionRecord,
  type LensOptionRules,
} from './lens-graph';
import type { LensFlowStep } from './lens-names';
import { indexFloors, multifocalReady, type LensRules } from './lens-rules';
import type { CatalogFrame } from './lens-rules-reach';
import type { FieldProblem } from './product-rules';

// The console's lens options: the rules an operator may write on an option, and
// the check that shows which catalog frames and which prescriptions an option applies to. The
// check reads the rules through optionAvailability, the same function the wizard decides with, so
// what the console says is what the shopper meets.

/** The strongest sphere a rule may name, in hundredths of a dioptre (the prescription form's bound). */
export const LENS_RULE_SPHERE_MAX = 2_000;
/** The strongest cylinder a rule may name, in hundredths. */
export const LENS_RULE_CYLINDER_MAX = 600;
/** Powers are written in quarter dioptres. */
export const LENS_RULE_POWER_STEP = 25;

/** The frames of one type and rim: how many there are and how many the option fits. */
export interface FrameGroupReach {
  type: FrameType;
  rim: string;
  frames: number;
  fits: number;
}

export interface LensOptionReach {
  frames: {
    total: number;
    fits: number;
    groups: FrameGroupReach[];
    /** A few frames the option fits, and a few it is not offered for or cannot be made for. */
    fitExamples: string[];
    missExamples: { code: string; reason: string }[];
  };
  prescriptions: {
    /** null: any sphere. Otherwise the range it is made for, in hundredths. */
    sphere: { min: number; max: number } | null;
    cylinder: { min: number; max: number } | null;
    /** lens_use only: an ADD is required, refused, or either. */
    addition: 'required' | 'refused' | 'any';
    /** The lens uses it is offered under (codes), or null for all of them. */
    uses: string[] | null;
  };
}

const EXAMPLES = 5;

/**
 * Where an option applies: each catalog frame is put to the wizard's own rule (no prescription
 * typed, the option's first lens use, the shop's lens rules: docs/product.md#lens-rules), and the
 * prescription side is read from the option's rules.
 */
export function lensOptionReach(
  option: LensOptionRecord,
  frames: readonly CatalogFrame[],
  lensRules: LensRules,
): LensOptionReach {
  const groups = new Map<string, FrameGroupReach>();
  const fitExamples: string[] = [];
  const missExamples: { code: string; reason: string }[] = [];
  let fits = 0;
  for (const frame of frames) {
    const key = `${frame.type} ${frame.rim}`;
    const group = groups.get(key) ?? { type: frame.type, rim: frame.rim, frames: 0, fits: 0 };
    groups.set(key, group);
    group.frames += 1;
    const availability = optionAvailability(option, {
      frame: {
        type: frame.type,
        rim: frame.rim,
        multifocalReady: multifocalReady(lensRules, frame.lensHeightMm),
      },
      lensUse: option.forUses?.[0] ?? null,
      strength: null,
      ruled: {
        indexFloors: indexFloors(lensRules, frame, null),
        recommendedIndex: null,
        multifocalMinHeightMm: lensRules.multifocalHeight.minLensHeightMm,
      },
    });
    const reason = !availability.shown ? `Not offered for ${frame.type}.` : availability.disabledReason;
    if (reason === null) {
      fits += 1;
      group.fits += 1;
      if (fitExamples.length < EXAMPLES) fitExamples.push(frame.code);
    } else if (missExamples.length < EXAMPLES) {
      missExamples.push({ code: frame.code, reason });
    }
  }
  const { rules } = option;
  return {
    frames: {
      total: frames.length,
      fits,
      groups: [...groups.values()].sort((a, b) => a.type.localeCompare(b.type) || a.rim.localeCompare(b.rim)),
      fitExamples,
      missExamples,
    },
    prescriptions: {
      sphere: rules.maxSphere === undefined ? null : { min: -rules.maxSphere, max: rules.maxSphere },
      cylinder: rules.maxCylinder === undefined ? null : { min: -rules.maxCylinder, max: rules.maxCylinder },
      addition: rules.addition ?? 'any',
      uses: option.forUses,
    },
  };
}

/** What the cross-field rules read of an option an operator writes. */
export interface LensOptionDraftFacts {
  step: LensFlowStep;
  rules: LensOptionRules;
  forUses: string[] | null;
  path: LensFlowStep[] | null;
}

/**
 * The problems of an option's rules that one field alone cannot show; `useCodes` are the lens uses
 * of the graph (forUses must name them). An empty list: the option can be saved.
 */
export function lensOptionProblems(draft: LensOptionDraftFacts, useCodes: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const isUse = draft.step === 'lens_use';
  if (draft.rules.addition !== undefined && !isUse)
    problems.push({ field: 'rules.addition', message: 'Only a lens use can require or refuse an ADD.' });
  if (isUse && draft.forUses !== null)
    problems.push({ field: 'forUses', message: 'A lens use is not offered under another lens use.' });
  if (!isUse && draft.path !== null)
    problems.push({ field: 'path', message: 'Only a lens use has the steps that follow it.' });
  if (isUse && (draft.path === null || draft.path.length === 0))
    problems.push({ field: 'path', message: 'Choose the steps that follow this lens use.' });
  if (draft.path?.includes('lens_use'))
    problems.push({
      field: 'path',
      message: 'The steps after a lens use cannot include the lens use again.',
    });
  const unknown = (draft.forUses ?? []).filter((code) => !useCodes.includes(code));
  if (unknown.length > 0)
    problems.push({ field: 'forUses', message: `No lens use has the code ${unknown.join(', ')}.` });
  for (const [field, value] of [
    ['rules.maxSphere', draft.rules.maxSphere],
    ['rules.maxCylinder', draft.rules.maxCylinder],
  ] as const) {
    if (value !== undefined && value % LENS_RULE_POWER_STEP !== 0)
      problems.push({ field, message: 'Use quarter dioptres (0.25 steps).' });
  }
  return problems;
}

/** The order of a step's options after moving one up or down; unchanged at either end. */
export function movedOrder(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] {
  const order = [...ids];
  const from = order.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to] as number, order[from] as number];
  return order;
}
