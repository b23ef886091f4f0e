import type { FrameRim } from './frame-attributes';
import { formatPower } from './prescription-values';
import type { FieldProblem } from './product-rules';

// The lens rules driven by the prescription and the frame (docs/product.md#lens-rules), as data:
// the shop keeps them in the database (an operator edits them in the console), and this file reads
// them the same way for the wizard, the API's add-to-cart and the console's preview. Pure: the
// server reads the rules, the frame and the prescription first, then asks this file.

/** A lens index in hundredths: 150 is 1.50, 174 is 1.74. */
export type LensIndex = number;

/** The editable rules; powers in hundredths of a dioptre, heights in millimetres. */
export interface LensRules {
  /**
   * The recommended index by the stronger meridian's power (either sign): the first band whose
   * `upTo` holds the power; the last band has `upTo` null (any stronger power).
   */
  indexByPower: { bands: { upTo: number | null; index: LensIndex }[] };
  /** From this power (either sign, inclusive) the lens must be at least this index. */
  requiredIndex: { fromPower: number; minIndex: LensIndex };
  /** Frames with these rims need at least this index: a tougher lens where the frame holds it. */
  rimIndex: { rims: FrameRim[]; minIndex: LensIndex };
  /** Progressive and bifocal lenses need the frame's lens height at least this (mm). */
  multifocalHeight: { minLensHeightMm: number };
  /** The lab's range: a prescription beyond it is accepted but the shop confirms it by e-mail. */
  labRange: { minSphere: number; maxSphere: number; maxCylinder: number; flagPrism: boolean };
}

export type LensRuleKey = keyof LensRules;
export const LENS_RULE_KEYS: readonly LensRuleKey[] = [
  'indexByPower',
  'requiredIndex',
  'rimIndex',
  'multifocalHeight',
  'labRange',
];

/** The rules the shop opens with (the seed of the lens_rules table). */
export const DEFAULT_LENS_RULES: LensRules = {
  indexByPower: {
    bands: [
      { upTo: 200, index: 150 },
      { upTo: 400, index: 161 },
      { upTo: 600, index: 167 },
      { upTo: null, index: 174 },
    ],
  },
  requiredIndex: { fromPower: 600, minIndex: 167 },
  rimIndex: { rims: ['rimless', 'semi-rimless'], minIndex: 159 },
  multifocalHeight: { minLensHeightMm: 28 },
  labRange: { minSphere: -1200, maxSphere: 800, maxCylinder: 400, flagPrism: true },
};

/** What the rules read of a prescription: each eye's sphere and cylinder, and a prism when given. */
export interface RulePrescription {
  od_sph: number | null;
  od_cyl: number | null;
  os_sph: number | null;
  os_cyl: number | null;
  /** Prism dioptres of either eye, in hundredths; absent when the prescription has none. */
  prism?: number | null;
}

/** An index the prescription or the frame rules out below, with the words the wizard shows. */
export interface IndexFloor {
  minIndex: LensIndex;
  reason: string;
}

export const indexText = (index: LensIndex) => (index / 100).toFixed(2);

const RIM_WORDS: Readonly<Record<string, string>> = {
  rimless: 'Rimless',
  'semi-rimless': 'Semi-rimless',
  'full-rim': 'Full-rim',
};

export const LENS_RULE_MESSAGES = {
  recommended: (power: number, index: LensIndex, standard: boolean) =>
    standard
      ? `Your ${formatPower(power)} prescription is best with a ${indexText(index)} lens: a standard lens is thin enough.`
      : `Your ${formatPower(power)} prescription is best with a ${indexText(index)} lens: thinner and lighter.`,
  requiredIndex: (power: number, index: LensIndex) =>
    `Your ${formatPower(power)} prescription needs a ${indexText(index)} lens or thinner: a thicker lens would be too heavy and distort at the edges.`,
  rimIndex: (rim: string, index: LensIndex) =>
    `${RIM_WORDS[rim] ?? rim} frames need a ${indexText(index)} lens or thinner: it is tough enough where the frame holds it.`,
  tooShallow: (lensUse: string, minHeight: number) =>
    `This frame is too shallow for ${lensUse.toLowerCase()} lenses: they need a lens height of ${minHeight} mm or more.`,
  labSphere: (sphere: number) => `SPH ${formatPower(sphere)}`,
  labCylinder: (cylinder: number) => `CYL ${formatPower(cylinder)}`,
  labPrism: 'a prism',
  labReview: (beyond: readonly string[]) =>
    `Your prescription (${beyond.join(', ')}) is beyond what our lab usually makes. You can still order: we will confirm by e-mail that we can make it before your glasses go to the lab.`,
} as const;

/**
 * The stronger meridian's power of both eyes, signed, in hundredths: for each eye the larger of
 * |SPH| and |SPH+CYL|. 0 when nothing is typed.
 */
export function strongestMeridian(prescription: RulePrescription): number {
  let strongest = 0;
  for (const [sphere, cylinder] of [
    [prescription.od_sph, prescription.od_cyl],
    [prescription.os_sph, prescription.os_cyl],
  ] as const) {
    for (const power of [sphere ?? 0, (sphere ?? 0) + (cylinder ?? 0)]) {
      if (Math.abs(power) > Math.abs(strongest)) strongest = power;
    }
  }
  return strongest;
}

/** The index the rules recommend for a power (either sign). */
export function recommendedIndex(rules: LensRules, power: number): LensIndex | null {
  const strength = Math.abs(power);
  const band = rules.indexByPower.bands.find((entry) => entry.upTo === null || strength <= entry.upTo);
  return band?.index ?? null;
}

/** The recommendation in the wizard's words, or null without a prescription. */
export function recommendationText(rules: LensRules, prescription: RulePrescription | null): string | null {
  if (!prescription) return null;
  const power = strongestMeridian(prescription);
  const index = recommendedIndex(rules, power);
  if (index === null) return null;
  const lowest = Math.min(...rules.indexByPower.bands.map((band) => band.index));
  return LENS_RULE_MESSAGES.recommended(power, index, index <= lowest);
}

/** The thinnest indexes the frame and the prescription allow, each with its reason (thickest first). */
export function indexFloors(
  rules: LensRules,
  frame: { rim: string },
  prescription: RulePrescription | null,
): IndexFloor[] {
  const floors: IndexFloor[] = [];
  if ((rules.rimIndex.rims as readonly string[]).includes(frame.rim))
    floors.push({
      minIndex: rules.rimIndex.minIndex,
      reason: LENS_RULE_MESSAGES.rimIndex(frame.rim, rules.rimIndex.minIndex),
    });
  if (prescription) {
    const power = strongestMeridian(prescription);
    if (Math.abs(power) >= rules.requiredIndex.fromPower)
      floors.push({
        minIndex: rules.requiredIndex.minIndex,
        reason: LENS_RULE_MESSAGES.requiredIndex(power, rules.requiredIndex.minIndex),
      });
  }
  return floors;
}

/** Why an index cannot be chosen (the first floor above it), or null when it can. */
export function indexRefusal(floors: readonly IndexFloor[], index: LensIndex): string | null {
  return floors.find((floor) => index < floor.minIndex)?.reason ?? null;
}

/** Whether a frame is tall enough for progressive and bifocal lenses. */
export function multifocalReady(rules: LensRules, lensHeightMm: number): boolean {
  return lensHeightMm >= rules.multifocalHeight.minLensHeightMm;
}

/**
 * Whether the shop offers progressive and bifocal lenses on a frame: an eyeglasses frame (the lens
 * options make them for eyeglasses only) tall enough under the current rule. The product page's
 * "Progressive lenses" line and the listings' Progressive-ready filter ask this, so they say what the
 * wizard does (docs/product.md#lens-rules); the filter's SQL (listing-lens-fit.ts) restates it.
 */
export function progressiveReady(rules: LensRules, frame: { type: string; lensHeightMm: number }): boolean {
  return frame.type === 'eyeglasses' && multifocalReady(rules, frame.lensHeightMm);
}

/**
 * What of the prescription is beyond the lab's range ("SPH −13.00", "a prism"); empty when it is
 * within it. Such a prescription is still accepted; the line is flagged for the shop to confirm.
 */
export function beyondLabRange(rules: LensRules, prescription: RulePrescription | null): string[] {
  if (!prescription) return [];
  const { minSphere, maxSphere, maxCylinder, flagPrism } = rules.labRange;
  const beyond: string[] = [];
  for (const sphere of [prescription.od_sph, prescription.os_sph]) {
    if (sphere !== null && (sphere < minSphere || sphere > maxSphere))
      beyond.push(LENS_RULE_MESSAGES.labSphere(sphere));
  }
  for (const cylinder of [prescription.od_cyl, prescription.os_cyl]) {
    if (cylinder !== null && Math.abs(cylinder) > maxCylinder)
      beyond.push(LENS_RULE_MESSAGES.labCylinder(cylinder));
  }
  if (flagPrism && prescription.prism) beyond.push(LENS_RULE_MESSAGES.labPrism);
  return [...new Set(beyond)];
}

/** The lens index an option stands for, read from its code (index_161 is 1.61); null for others. */
export function optionIndex(code: string): LensIndex | null {
  const match = /^index_(\d{3})$/.exec(code);
  return match ? Number(match[1]) : null;
}

const isQuarter = (value: number) => value % 25 === 0;

/**
 * The problems of a rule an operator writes that one field alone cannot show: bands that do not
 * rise, an open band that is not last, a lab range upside down. Empty: the rule can be saved.
 */
export function lensRuleProblems<K extends LensRuleKey>(key: K, value: LensRules[K]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (key === 'indexByPower') {
    const { bands } = value as LensRules['indexByPower'];
    bands.forEach((band, at) => {
      const last = at === bands.length - 1;
      if (last && band.upTo !== null)
        problems.push({
          field: `bands.${at}.upTo`,
          message: 'The last band is for any stronger power: leave it open.',
        });
      if (!last && band.upTo === null)
        problems.push({
          field: `bands.${at}.upTo`,
          message: 'Only the last band is open; give this one its power.',
        });
      if (band.upTo !== null && !isQuarter(band.upTo))
        problems.push({ field: `bands.${at}.upTo`, message: 'Use quarter dioptres (0.25 steps).' });
      const before = bands[at - 1];
      if (before && band.upTo !== null && before.upTo !== null && band.upTo <= before.upTo)
        problems.push({
          field: `bands.${at}.upTo`,
          message: 'Each band must reach further than the one before.',
        });
      if (before && band.index < before.index)
        problems.push({
          field: `bands.${at}.index`,
          message: 'A stronger band cannot have a thicker index.',
        });
    });
  }
  if (key === 'requiredIndex' && !isQuarter((value as LensRules['requiredIndex']).fromPower))
    problems.push({ field: 'fromPower', message: 'Use quarter dioptres (0.25 steps).' });
  if (key === 'labRange') {
    const range = value as LensRules['labRange'];
    for (const field of ['minSphere', 'maxSphere', 'maxCylinder'] as const) {
      if (!isQuarter(range[field])) problems.push({ field, message: 'Use quarter dioptres (0.25 steps).' });
    }
    if (range.minSphere >= range.maxSphere)
      problems.push({ field: 'minSphere', message: 'The lowest sphere must be below the highest.' });
  }
  return problems;
}
