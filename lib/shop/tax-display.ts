// How the totals show tax (docs/product.md#taxes): nothing where none applies; a row that adds
// to the total where prices exclude it (US, Canada); a line saying what the total holds where
// prices include it (EU, UK, Australia).

export type TaxRow = { kind: 'added' | 'included'; label: string; cents: number } | null;

export function taxRowOf(totals: { taxCents: number; taxIncluded: boolean; taxName: string }): TaxRow {
  if (totals.taxName === '') return null;
  return totals.taxIncluded
    ? { kind: 'included', label: `incl. ${totals.taxName}`, cents: totals.taxCents }
    : { kind: 'added', label: totals.taxName, cents: totals.taxCents };
}

/**
 * What the cart's summary says of tax (docs/product.md#taxes): nothing while tax is off; with tax
 * on, that the checkout works it out. The cart knows no delivery address, so no amount, and not
 * whether the shopper's prices include it or have it added.
 */
export function cartTaxNote(taxAtCheckout: boolean): { label: string; text: string } | null {
  return taxAtCheckout ? { label: 'Tax', text: 'Calculated at checkout' } : null;
}
