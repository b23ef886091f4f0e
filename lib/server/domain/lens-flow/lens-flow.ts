import type { ProductDetail } from '@/lib/contract/calls/goods';
import type { FlowAnswer } from '@/lib/contract/calls/process';
import { InvalidInputError, RefusedError } from '@/lib/contract/errors';
import { stepRecord } from '@/lib/shop/lens-graph';
import { checkSelection, SELECTION_MESSAGES, type ChoiceInput } from '@/lib/shop/lens-selection';
import type { CartLens } from '@/lib/server/domain/cart';
import { addCartLine, cartCount, cartOwner } from '@/lib/server/domain/cart';
import { variantIdOf } from '@/lib/server/domain/catalog';
import type { CallContext } from '@/lib/server/platform/call-context';
import { frameForLenses, framePriceOf, lensFrameOf } from './frame-for-lenses';
import { flowAnswer } from './flow-answer';
import { readLensGraph } from '@/lib/server/domain/lens-options';
import { readLensRules } from '@/lib/server/domain/lens-rules';
import { resolvePrescriptionChoice } from './prescription-choice';
import { storedPrescription } from './stored-prescription';

// The lens flow's calls (docs/product.md#calls): start, next and submit. Every call checks the
// whole selection again against the graph as it is now (lib/shop/lens-selection.ts); nothing the
// browser says about options or prices is taken on trust (docs/product.md#pricing).

export const LENS_FLOW_MESSAGES = {
  stepChanged: 'This step has changed. Please choose again.',
  unfinished: 'Please finish choosing your lenses first.',
  unknownColor: 'Please choose one of this frame’s colours.',
  soldOut: 'This colour is sold out. Please choose another colour.',
} as const;

type Context = Pick<CallContext, 'bearerToken' | 'deviceId'>;

export async function startLensFlow(code: string): Promise<FlowAnswer> {
  const { product } = await frameForLenses(code);
  return firstLensStep(product);
}

/**
 * The first step for a product already read: what /api/process/product answers, and what the
 * wizard's page renders on the server so the step is there at first paint (nothing loads in and
 * pushes the page down).
 */
export async function firstLensStep(product: ProductDetail): Promise<FlowAnswer> {
  const frame = lensFrameOf(product);
  const [graph, rules] = await Promise.all([readLensGraph(), readLensRules()]);
  const check = checkSelection(graph, frame, [], null, rules);
  if (!check.ok) throw new RefusedError(check.message);
  return flowAnswer(graph, check);
}

/** The selection checked against the graph and the frame, with `stepId` the step last answered. */
async function checkedSelection(
  code: string,
  stepId: number,
  choices: readonly ChoiceInput[],
  context: Context,
) {
  const { product, frame } = await frameForLenses(code);
  const [graph, rules] = await Promise.all([readLensGraph(), readLensRules()]);
  if (choices.length === 0) throw new RefusedError(SELECTION_MESSAGES.firstIsLensUse);
  const prescription = await resolvePrescriptionChoice(choices, context);
  const check = checkSelection(graph, frame, choices, prescription, rules);
  if (!check.ok) {
    // Prescription values go back to their fields (422); anything else steps the wizard back (code 0).
    if (check.fields && Object.keys(check.fields).length > 0)
      throw new InvalidInputError(check.fields, check.message);
    throw new RefusedError(check.message);
  }
  const answered = check.path[choices.length - 1];
  if (!answered || stepRecord(graph, answered)?.id !== stepId)
    throw new RefusedError(LENS_FLOW_MESSAGES.stepChanged);
  return { graph, product, check };
}

export async function nextLensStep(
  input: { code: string; step_id: number; step_data: ChoiceInput[] },
  context: Context,
): Promise<FlowAnswer> {
  const { graph, check } = await checkedSelection(input.code, input.step_id, input.step_data, context);
  return flowAnswer(graph, check);
}

/** Adds the configured glasses to the caller's cart at the server's price; answers the new count. */
export async function submitGlasses(
  input: { code: string; step_id: number; step_data: ChoiceInput[]; color?: string | undefined },
  context: Context,
) {
  const owner = await cartOwner(context);
  const { product, check } = await checkedSelection(input.code, input.step_id, input.step_data, context);
  if (!check.complete || !check.lensUse) throw new RefusedError(LENS_FLOW_MESSAGES.unfinished);

  const variant = input.color
    ? product.variants.find((candidate) => candidate.sku === input.color)
    : (product.variants.find((candidate) => candidate.inStock) ?? product.variants[0]);
  if (!variant) throw new RefusedError(LENS_FLOW_MESSAGES.unknownColor);
  if (!variant.inStock) throw new RefusedError(LENS_FLOW_MESSAGES.soldOut);
  const variantId = await variantIdOf(product.id, variant.sku);
  if (variantId === null) throw new RefusedError(LENS_FLOW_MESSAGES.unknownColor);

  const prescription = check.choices.find((choice) => choice.prescription)?.prescription ?? null;
  const lens: CartLens = {
    lensUse: { code: check.lensUse.code, name: check.lensUse.name },
    choices: check.choices.map((choice) => ({
      type: choice.type,
      optionId: choice.option?.id ?? null,
      code: choice.option?.code ?? null,
      name: choice.name,
      priceCents: choice.priceCents,
    })),
    // docs/product.md#prescription-details: kept with the line, and the order, for the optician
    prescription: prescription && storedPrescription(prescription),
    // beyond the lab's range: accepted, and the shop confirms by e-mail (docs/product.md#lens-rules)
    ...(check.labReview.length > 0 ? { labReview: check.labReview } : {}),
  };
  const framePrice = framePriceOf(product);
  const line = await addCartLine(owner, {
    productId: product.id,
    variantId,
    framePriceCents: framePrice,
    lensPriceCents: check.lensPriceCents,
    lens,
  });
  const { count } = await cartCount(owner);
  return {
    count,
    line: {
      id: line.id,
      unitPrice: framePrice + check.lensPriceCents,
      framePrice,
      lensPrice: check.lensPriceCents,
    },
  };
}
