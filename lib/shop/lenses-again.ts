import type { LensGraph } from './lens-graph';
import type { PrescriptionChoiceValue, SelectedChoice } from './lens-flow-types';
import { isLensFlowStep, type LensFlowStep } from './lens-names';
import type { LensRules } from './lens-rules';
import {
  checkSelection,
  type ChoiceInput,
  type FrameForLenses,
  type ResolvedPrescription,
} from './lens-selection';
import { BUY_AGAIN_MESSAGES } from './buy-again';
import { hasEyeValues, PD_FIELDS, PRESCRIPTION_FIELDS, type PrescriptionValues } from './prescription-record';
import { formatPd, powerText } from './prescription-values';
import { DETAIL_FIELDS, detailsOrNone, type PrescriptionDetails } from './prescription-details';

// A delivered pair's lenses bought again (docs/product.md#buy-again): the lens record's choices
// checked again as the wizard checks a selection (lens-selection.ts), each option at today's price,
// with a copy of the prescription. Pure: the server reads the graph, the frame and the rules first.

/** The prescription of a lens record, as a cart line and an order line keep it. */
export interface LensRecordPrescription {
  /** 'later': the shopper sends it after ordering (docs/product.md#prescription-later). */
  source: 'typed' | 'saved' | 'image' | 'later';
  /** Hundredths of a dioptre, degrees, tenths of a millimetre (prescription-values.ts); null for a photo. */
  values: Record<string, number | null> | null;
  savedId: number | null;
  imageKey: string | null;
  /** Prism, near PD, dates, prescriber, wearer, note (prescription-details.ts); absent on older lines. */
  details?: Record<string, number | string | null>;
  /** The prescription had expired and the shopper confirmed it was still right. */
  expiredConfirmed?: boolean;
}

/** The lens record of a line (lib/server/platform/db/schema/cart.ts CartLens), read structurally. */
export interface LensRecord {
  lensUse: { code: string; name: string };
  choices: { type: string; optionId: number | null; code: string | null; name: string; priceCents: number }[];
  prescription: LensRecordPrescription | null;
  labReview?: string[];
}

/** What a pair's lenses become when bought again. */
export type LensesAgain =
  | {
      kind: 'ready';
      /** The same choices at today's prices, the prescription copied, the lab's range read again. */
      record: LensRecord;
      lensPriceCents: number;
    }
  | {
      kind: 'choose-again';
      /** The wizard's step to open (1 = the lens use) and its key. */
      stepNumber: number;
      step: LensFlowStep;
      message: string;
      /** The other choices, at today's prices, for the wizard to open with (docs/product.md#lens-flow). */
      remembered: SelectedChoice[];
    };

/** The stored values as the rules read them: every field of the shop, absent ones null. */
function valuesOf(stored: LensRecordPrescription['values']): PrescriptionValues | null {
  if (!stored) return null;
  const entries = PRESCRIPTION_FIELDS.map((field) => {
    const value = stored[field];
    return [field, typeof value === 'number' ? value : null] as const;
  });
  return Object.fromEntries(entries) as PrescriptionValues;
}

/** The prescription of the record as the lens rules check it: the copy, as the order kept it. */
export function copiedPrescription(
  stored: LensRecordPrescription | null,
  expiredConfirmed = false,
): ResolvedPrescription | null {
  if (!stored) return null;
  return {
    source: stored.source,
    values: valuesOf(stored.values),
    details: detailsOrNone(stored.details as Partial<PrescriptionDetails> | undefined),
    expiredConfirmed,
    problems: {},
    ...(stored.savedId === null ? {} : { savedId: stored.savedId }),
    ...(stored.imageKey === null ? {} : { imageKey: stored.imageKey }),
  };
}

/**
 * The copy as the wizard's prescription step takes it: typed values in the form's words, or the
 * saved prescription a photo-only pair was made to. A photo given in the wizard cannot be handed
 * back (its upload handle was for that visit only): the step then asks again.
 */
export function wizardPrescriptionOf(stored: LensRecordPrescription | null): PrescriptionChoiceValue | null {
  const values = valuesOf(stored?.values ?? null);
  if (values && hasEyeValues(values)) {
    const typed: Extract<PrescriptionChoiceValue, { source: 'typed' }> = { source: 'typed' };
    for (const field of PRESCRIPTION_FIELDS) {
      const value = values[field];
      const isPd = (PD_FIELDS as readonly string[]).includes(field);
      typed[field] =
        value === null
          ? null
          : field.endsWith('_axis')
            ? String(value)
            : isPd
              ? formatPd(value)
              : powerText(value);
    }
    Object.assign(typed, detailsInFormWords(stored?.details));
    return typed;
  }
  if (stored?.source === 'saved' && stored.savedId !== null) return { source: 'saved', id: stored.savedId };
  return null;
}

/** A copy's details as the typed form sends them: prism and near PD as text, the rest as kept. */
function detailsInFormWords(stored: LensRecordPrescription['details']): Record<string, string> {
  const details = detailsOrNone(stored as Partial<PrescriptionDetails> | undefined);
  const words: Record<string, string> = {};
  for (const field of DETAIL_FIELDS) {
    const value = details[field];
    if (value === null) continue;
    words[field] =
      typeof value === 'string' ? value : field === 'near_pd' ? formatPd(value) : (value / 100).toFixed(2);
  }
  return words;
}

export const COPIED_PRESCRIPTION_ITEM = 'Your prescription from this order';

/**
 * docs/product.md#buy-again: the record's choices checked again, step by step, with
 * checkSelection, each option at its price now. The first step that no longer passes (an option
 * no longer sold, or one the frame or prescription now rule out) is where the wizard opens.
 */
export function lensesAgain(
  graph: LensGraph,
  frame: FrameForLenses,
  record: LensRecord,
  rules: LensRules,
  /** The shopper confirmed an expired prescription is still right ("Buy again" asked first). */
  expiredConfirmed = false,
): LensesAgain {
  const prescription = copiedPrescription(record.prescription, expiredConfirmed);
  const inputs: ChoiceInput[] = [];
  const remembered: SelectedChoice[] = [];
  let gone: { index: number; message: string } | null = null;

  for (const stored of record.choices) {
    if (!isLensFlowStep(stored.type)) continue;
    if (stored.type === 'prescription') {
      inputs.push({ type: 'prescription', value: null, price: 0 });
      const value = wizardPrescriptionOf(record.prescription);
      if (value) remembered.push({ type: 'prescription', value, price: 0, item: COPIED_PRESCRIPTION_ITEM });
      continue;
    }
    const option = graph.options.find((candidate) => candidate.id === stored.optionId);
    if (!option) {
      gone ??= { index: inputs.length, message: BUY_AGAIN_MESSAGES.optionGone(stored.name, stored.type) };
      // the choices after it are still asked of the wizard, as remembered ones
      inputs.push({ type: stored.type, value: null, price: 0 });
      continue;
    }
    inputs.push({ type: stored.type, value: option.id, price: option.priceCents, item: option.name });
    remembered.push({ type: stored.type, value: option.id, price: option.priceCents, item: option.name });
  }

  const stop = gone?.index ?? inputs.length;
  for (let count = 1; count <= stop; count += 1) {
    const check = checkSelection(graph, frame, inputs.slice(0, count), prescription, rules);
    if (!check.ok) return chooseAgain(inputs, count - 1, check.message, remembered);
  }
  if (gone) return chooseAgain(inputs, gone.index, gone.message, remembered);

  const check = checkSelection(graph, frame, inputs, prescription, rules);
  if (!check.ok) return chooseAgain(inputs, inputs.length - 1, check.message, remembered);
  if (!check.complete || !check.lensUse) {
    const step = check.path[inputs.length] ?? 'lens_use';
    return chooseAgain(inputs, inputs.length, BUY_AGAIN_MESSAGES.unfinished(step), remembered, step);
  }
  return {
    kind: 'ready',
    record: {
      lensUse: { code: check.lensUse.code, name: check.lensUse.name },
      choices: check.choices.map((choice) => ({
        type: choice.type,
        optionId: choice.option?.id ?? null,
        code: choice.option?.code ?? null,
        name: choice.name,
        priceCents: choice.priceCents,
      })),
      prescription: record.prescription && { ...record.prescription },
      // beyond the lab's range today: the shop confirms by e-mail (docs/product.md#lens-rules)
      ...(check.labReview.length > 0 ? { labReview: check.labReview } : {}),
    },
    lensPriceCents: check.lensPriceCents,
  };
}

function chooseAgain(
  inputs: readonly ChoiceInput[],
  index: number,
  message: string,
  remembered: readonly SelectedChoice[],
  step?: LensFlowStep,
): LensesAgain {
  const key = step ?? inputs[index]?.type ?? 'lens_use';
  const stepKey = isLensFlowStep(key) ? key : 'lens_use';
  return {
    kind: 'choose-again',
    stepNumber: index + 1,
    step: stepKey,
    message,
    // the step to choose again opens empty; the others open as the order had them
    remembered: remembered.filter((choice) => choice.type !== stepKey),
  };
}
