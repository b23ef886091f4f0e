import { AFTER_SALES_FROM } from './after-sales';
import { lensStepLabel, type LensFlowStep } from './lens-names';

// "Buy again" on a delivered order (docs/product.md#buy-again): the same frame colour, the same
// lens options and a copy of the prescription, at today's prices. Which orders may, what a colour
// now allows, and the words the shopper reads; the lenses themselves are lenses-again.ts's. Pure,
// and light enough for the order page.

/** The statuses an order may be bought again from: it has reached the shopper (shipped or delivered). */
export const BUY_AGAIN_FROM: readonly number[] = AFTER_SALES_FROM;

export function canBuyAgain(status: number): boolean {
  return BUY_AGAIN_FROM.includes(status);
}

export const BUY_AGAIN_MESSAGES = {
  notReceived:
    'Buy again is open once an order has reached you. This order has not shipped yet, or it was not completed.',
  colourGone: (name: string, colour: string) =>
    `${name} in ${colour} is no longer sold, so it was not added to your cart.`,
  soldOut: (name: string, colour: string) =>
    `${name} in ${colour} is sold out, so it was not added to your cart.`,
  optionGone: (option: string, step: LensFlowStep) =>
    `${option} is no longer sold. Please choose a replacement at the “${lensStepLabel(step)}” step.`,
  unfinished: (step: LensFlowStep) =>
    `These lenses now take one more choice: please make it at the “${lensStepLabel(step)}” step.`,
  expired:
    'The prescription of this order has expired. Add the same glasses with it anyway? Our optician checks every prescription before the lab makes the lenses.',
} as const;

/** What a frame colour (or accessory) now allows: how many to add, or why none. */
export type ColourAgain = { kind: 'add'; quantity: number } | { kind: 'refused'; message: string };

/**
 * docs/product.md#buy-again: a colour no longer sold or sold out is named and not added; otherwise
 * the ordered quantity, as far as the stock goes.
 */
export function colourAgain(
  colour: { name: string; colorName: string; sold: boolean; stock: number } | null,
  ordered: { name: string; colorName: string; quantity: number },
): ColourAgain {
  if (!colour || !colour.sold)
    return { kind: 'refused', message: BUY_AGAIN_MESSAGES.colourGone(ordered.name, ordered.colorName) };
  if (colour.stock <= 0)
    return { kind: 'refused', message: BUY_AGAIN_MESSAGES.soldOut(colour.name, colour.colorName) };
  return { kind: 'add', quantity: Math.min(ordered.quantity, colour.stock) };
}

/** The lens wizard of a frame colour, opened at a step (docs/product.md#lens-flow: `step=N`). */
export function lensWizardAddress(code: string, sku: string, stepNumber: number): string {
  const step = stepNumber > 1 ? `&step=${stepNumber}` : '';
  return `/details/${encodeURIComponent(code)}/lenses?color=${encodeURIComponent(sku)}${step}`;
}
