// When two cart lines are the same thing (docs/product.md#saved-cart-merge): the same frame colour
// (or accessory) with the same lens choices and the same prescription. Prices are left out: a line
// keeps the price it was added at, and the same pair added on two days is still one pair.

/** What of a line's lens record makes the pair what it is. */
export interface ItemLens {
  lensUse: { code: string };
  choices: readonly { type: string; optionId: number | null; code: string | null }[];
  prescription: {
    source: string;
    values: Readonly<Record<string, number | null>> | null;
    savedId: number | null;
    imageKey: string | null;
  } | null;
}

export interface CartItem {
  variantId: number;
  lens: ItemLens | null;
}

function prescriptionKey(prescription: ItemLens['prescription']): string {
  if (!prescription) return '-';
  // a value left empty and a value not given are the same prescription
  const values = Object.entries(prescription.values ?? {})
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([field, value]) => `${field}=${value}`);
  return [prescription.source, prescription.savedId ?? '', prescription.imageKey ?? '', ...values].join('|');
}

/** One text per thing a cart line holds: two lines with the same key are the same item. */
export function cartItemKey(item: CartItem): string {
  if (!item.lens) return `${item.variantId}`;
  const choices = item.lens.choices
    .map((choice) => `${choice.type}:${choice.optionId ?? choice.code ?? ''}`)
    .sort();
  return [
    item.variantId,
    item.lens.lensUse.code,
    choices.join(','),
    prescriptionKey(item.lens.prescription),
  ].join('/');
}
