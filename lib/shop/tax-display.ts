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
