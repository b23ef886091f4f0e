import type { LineLens } from '@/lib/contract/calls/cart';
import { lensOptionName, lensUseDisplayName } from '@/lib/shop/lens-names';
import type { CartLens } from '../db/schema';

/** Steps that carry the shopper's eyes rather than a lens (spec §4 classes: prescription items). */
const EYE_STEPS: readonly string[] = ['prescription', 'magnification'];

const PRESCRIPTION_NOTES: Readonly<Record<NonNullable<CartLens['prescription']>['source'], string>> = {
  typed: 'Entered by hand',
  saved: 'A saved prescription',
  image: 'Photo of a prescription',
};

/**
 * The lenses of a cart line as the cart and the order show them (spec §3 inventory summary): the
 * lens use, the lens items and the prescription items, each with the price it was added at.
 * `unitLensCents` is the price now, which may differ; the caller decides what to show.
 */
export function lineLensOf(lens: CartLens | null): LineLens | null {
  if (!lens) return null;
  const choices = lens.choices.filter((choice) => choice.type !== 'lens_use');
  const item = (choice: CartLens['choices'][number]) => ({
    name: lensOptionName(choice.type),
    item: choice.name,
    priceCents: choice.priceCents,
  });
  return {
    lensUse: lensUseDisplayName(lens.lensUse.name),
    lens: choices.filter((choice) => !EYE_STEPS.includes(choice.type)).map(item),
    prescription: choices.filter((choice) => EYE_STEPS.includes(choice.type)).map(item),
    prescriptionNote: lens.prescription ? PRESCRIPTION_NOTES[lens.prescription.source] : '',
  };
}

/** The option ids of a line's lens choices (the lens use included): what checkout re-prices. */
export function lensOptionIdsOf(lens: CartLens | null): { optionId: number; priceCents: number }[] {
  return (lens?.choices ?? []).flatMap((choice) =>
    choice.optionId === null ? [] : [{ optionId: choice.optionId, priceCents: choice.priceCents }],
  );
}
