import {
  optionAvailability,
  pathOf,
  type FrameType,
  type LensContext,
  type LensGraph,
  type LensOptionRecord,
} from './lens-graph';
import { lensOptionName, type LensFlowStep } from './lens-names';
import {
  beyondLabRange,
  indexFloors,
  multifocalReady,
  recommendationText,
  recommendedIndex,
  strongestMeridian,
  type LensRules,
} from './lens-rules';
import {
  PRISM_FIELDS,
  type DetailField,
  type PrescriptionDetails,
  type PrismField,
} from './prescription-details';
import {
  hasEyeValues,
  type PrescriptionField,
  type PrescriptionProblems,
  type PrescriptionValues,
} from './prescription-record';

// Checking a whole lens selection (/api/process/next and /submit: code, step_data,
// step_id) against the graph, the frame and the prescription. The server re-checks everything
// the browser sends: a choice from another step, an option the frame cannot take, a price that
// is not the graph's, an index thinner than the prescription allows. Pure: the server reads the
// graph, the frame and any saved prescription or upload first, then asks this file.

/** One selected choice as the client sends it (type, value, price, item). */
export interface ChoiceInput {
  type: string;
  /** An option id, or the prescription (resolved separately into `ResolvedPrescription`). */
  value: unknown;
  /** US cents, as the shopper was shown: it must be the graph's price. */
  price: number;
  item?: string;
}

/**
 * What of a prescription choice cannot be kept, by field (a 422 for the form): its values, its
 * details, and `confirmExpired` for an expired one the shopper has not confirmed.
 */
export type PrescriptionChoiceProblems = Partial<
  Record<PrescriptionField | DetailField | 'confirmExpired', string>
>;

/** The prescription choice, read by the server: typed, from the shopper's book, or a photo. */
export interface ResolvedPrescription {
  /** 'later': the shopper sends it after ordering (docs/product.md#prescription-later). */
  source: 'typed' | 'saved' | 'image' | 'later';
  /** Typed or saved values; null (or no spheres) for a photo, which an optician reads. */
  values: PrescriptionValues | null;
  /** Prism, near PD, dates, prescriber, wearer, note (docs/product.md#prescription-details); none for a photo. */
  details: PrescriptionDetails;
  /** The shopper confirmed an expired prescription is still right (kept with the line). */
  expiredConfirmed: boolean;
  /** Values that cannot be kept, by field (a 422 for the form). */
  problems: PrescriptionChoiceProblems;
  savedId?: number;
  imageKey?: string;
}

export interface FrameForLenses {
  type: FrameType;
  rim: string;
  /** The lens opening's height (frame_specs.lens_height_mm): multifocals need a tall enough frame. */
  lensHeightMm: number;
}

export interface PricedChoice {
  type: LensFlowStep;
  /** What the shopper chose, as the summary shows it. */
  name: string;
  priceCents: number;
  option: LensOptionRecord | null;
  prescription: ResolvedPrescription | null;
}

export type SelectionCheck =
  | {
      ok: true;
      /** The steps of the chosen lens use (just lens_use before one is chosen). */
      path: LensFlowStep[];
      lensUse: LensOptionRecord | null;
      choices: PricedChoice[];
      /** The context of the next step's options. */
      context: LensContext;
      /** Every step of the path has its choice. */
      complete: boolean;
      lensPriceCents: number;
      /** The lens rules' recommended index in words, once the prescription is known (docs/product.md#lens-rules). */
      recommendation: string | null;
      /** What of the prescription is beyond the lab's range; empty within it (the line is flagged). */
      labReview: string[];
    }
  | { ok: false; message: string; fields?: PrescriptionChoiceProblems };

export const SELECTION_MESSAGES = {
  firstIsLensUse: 'Choose how you will use the glasses first.',
  tooManySteps: 'This lens has no further steps. Please review your choices.',
  wrongStep: (expected: LensFlowStep) =>
    `Please choose the ${lensOptionName(expected).toLowerCase()} for this step.`,
  unknownOption: 'That lens option is no longer offered. Please choose again.',
  notOffered: (name: string) =>
    `${name} is not offered for this frame with these lenses. Please choose again.`,
  priceChanged: (name: string, cents: number) =>
    `The price of ${name} is now $${(cents / 100).toFixed(2)}. Please choose again.`,
  prescriptionNeeded: 'Enter your prescription, choose a saved one or upload a photo of it.',
  pdNeeded: 'Enter your pupillary distance (PD): one value, or one for each eye.',
  additionRefused: (lensUse: string) =>
    `Leave ADD empty: it is for progressive and bifocal lenses, not ${lensUse}.`,
  additionRequired: (lensUse: string) =>
    `${lensUse} lenses need the ADD (near addition) of both eyes from your prescription.`,
} as const;

const refuse = (message: string, fields?: PrescriptionChoiceProblems): SelectionCheck => ({
  ok: false,
  message,
  ...(fields ? { fields } : {}),
});

/** The strongest sphere and cylinder of both eyes (hundredths, with their sign), for the lens index rules. */
export function prescriptionStrength(values: PrescriptionValues): { sphere: number; cylinder: number } {
  const strongest = (...powers: (number | null)[]) =>
    powers.reduce<number>((kept, power) => (Math.abs(power ?? 0) > Math.abs(kept) ? (power ?? 0) : kept), 0);
  return {
    sphere: strongest(values.od_sph, values.os_sph),
    cylinder: strongest(values.od_cyl, values.os_cyl),
  };
}

/** The strongest prism of either eye (hundredths of a Δ), or null without one. */
export function strongestPrism(details: Pick<PrescriptionDetails, PrismField>): number | null {
  const amounts = PRISM_FIELDS.flatMap((field) => (details[field] === null ? [] : [details[field]]));
  return amounts.length > 0 ? Math.max(...amounts) : null;
}

/**
 * The rules a lens use adds to a prescription: ADD only for multifocals, and a PD to centre the lens.
 * Read again when a prescription sent after ordering arrives (docs/product.md#prescription-later).
 */
export function prescriptionProblems(
  prescription: ResolvedPrescription,
  lensUse: LensOptionRecord,
): PrescriptionChoiceProblems | string | null {
  if (Object.keys(prescription.problems).length > 0) return prescription.problems;
  // sent after ordering: the rules that read its values apply when it comes (docs/product.md#prescription-later)
  if (prescription.source === 'later') return null;
  const values = prescription.values;
  // A photo (uploaded now, or the only content of a saved prescription) is read by an optician.
  if (!values || !hasEyeValues(values))
    return prescription.imageKey ? null : SELECTION_MESSAGES.prescriptionNeeded;
  const problems: PrescriptionProblems = {};
  if (lensUse.rules.addition !== 'required') {
    for (const field of ['od_add', 'os_add'] as const) {
      if (values[field] !== null) problems[field] = SELECTION_MESSAGES.additionRefused(lensUse.name);
    }
  } else {
    for (const field of ['od_add', 'os_add'] as const) {
      if (values[field] === null) problems[field] = SELECTION_MESSAGES.additionRequired(lensUse.name);
    }
  }
  if (values.pd === null && (values.pd_right === null || values.pd_left === null))
    problems.pd = SELECTION_MESSAGES.pdNeeded;
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * Walks the choices along the lens use's path. Every choice must be of the step the path expects
 * there, an option of that step that is offered and can be made for this frame and prescription,
 * at the graph's price. Answers the priced choices and what comes next, or why it is refused.
 */
export function checkSelection(
  graph: LensGraph,
  frame: FrameForLenses,
  choices: readonly ChoiceInput[],
  prescription: ResolvedPrescription | null,
  rules: LensRules,
): SelectionCheck {
  const context: LensContext = {
    frame: { type: frame.type, rim: frame.rim, multifocalReady: multifocalReady(rules, frame.lensHeightMm) },
    lensUse: null,
    strength: null,
    ruled: {
      indexFloors: indexFloors(rules, frame, null),
      recommendedIndex: null,
      multifocalMinHeightMm: rules.multifocalHeight.minLensHeightMm,
    },
  };
  let recommendation: string | null = null;
  let labReview: string[] = [];
  let path: LensFlowStep[] = ['lens_use'];
  let lensUse: LensOptionRecord | null = null;
  const priced: PricedChoice[] = [];

  for (const [index, choice] of choices.entries()) {
    if (index === 0 && choice.type !== 'lens_use') return refuse(SELECTION_MESSAGES.firstIsLensUse);
    const expected = path[index];
    if (!expected) return refuse(SELECTION_MESSAGES.tooManySteps);
    if (choice.type !== expected) return refuse(SELECTION_MESSAGES.wrongStep(expected));

    if (expected === 'prescription') {
      if (!prescription || !lensUse) return refuse(SELECTION_MESSAGES.prescriptionNeeded);
      const problems = prescriptionProblems(prescription, lensUse);
      if (typeof problems === 'string') return refuse(problems);
      if (problems)
        return refuse(Object.values(problems)[0] ?? SELECTION_MESSAGES.prescriptionNeeded, problems);
      if (choice.price !== 0) return refuse(SELECTION_MESSAGES.priceChanged('the prescription', 0));
      if (prescription.values && hasEyeValues(prescription.values)) {
        const values = prescription.values;
        context.strength = prescriptionStrength(values);
        context.ruled = {
          indexFloors: indexFloors(rules, frame, values),
          recommendedIndex: recommendedIndex(rules, strongestMeridian(values)),
          multifocalMinHeightMm: rules.multifocalHeight.minLensHeightMm,
        };
        recommendation = recommendationText(rules, values);
        // a prism is beyond the lab's range too (docs/product.md#lens-rules)
        labReview = beyondLabRange(rules, { ...values, prism: strongestPrism(prescription.details) });
      }
      priced.push({ type: expected, name: 'Prescription', priceCents: 0, option: null, prescription });
      continue;
    }

    const option =
      typeof choice.value === 'number'
        ? graph.options.find((candidate) => candidate.id === choice.value)
        : undefined;
    if (!option) return refuse(SELECTION_MESSAGES.unknownOption);
    if (option.step !== expected) return refuse(SELECTION_MESSAGES.wrongStep(expected));
    const availability = optionAvailability(option, context);
    if (!availability.shown) return refuse(SELECTION_MESSAGES.notOffered(option.name));
    if (availability.disabledReason) return refuse(availability.disabledReason);
    if (choice.price !== option.priceCents)
      return refuse(SELECTION_MESSAGES.priceChanged(option.name, option.priceCents));

    if (expected === 'lens_use') {
      lensUse = option;
      context.lensUse = option.code;
      path = pathOf(option);
    }
    priced.push({
      type: expected,
      name: option.name,
      priceCents: option.priceCents,
      option,
      prescription: null,
    });
  }

  return {
    ok: true,
    path,
    lensUse,
    choices: priced,
    context,
    complete: lensUse !== null && priced.length === path.length,
    lensPriceCents: priced.reduce((sum, choice) => sum + choice.priceCents, 0),
    recommendation,
    labReview,
  };
}
