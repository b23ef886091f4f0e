import { cartTaxNote, taxRowOf } from '@/lib/shop/tax-display';

// docs/product.md#taxes: what the totals show of the tax.
describe('taxRowOf', () => {
  it.each([
    ['no tax applies: nothing', { taxCents: 0, taxIncluded: false, taxName: '' }, null],
    [
      'added',
      { taxCents: 1_226, taxIncluded: false, taxName: 'Sales tax' },
      { kind: 'added', label: 'Sales tax', cents: 1_226 },
    ],
    [
      'added, all exempt',
      { taxCents: 0, taxIncluded: false, taxName: 'Sales tax' },
      { kind: 'added', label: 'Sales tax', cents: 0 },
    ],
    [
      'included',
      { taxCents: 2_937, taxIncluded: true, taxName: 'VAT' },
      { kind: 'included', label: 'incl. VAT', cents: 2_937 },
    ],
  ])('%s', (_, totals, expected) => {
    expect(taxRowOf(totals)).toEqual(expected);
  });
});

// docs/product.md#taxes: the cart has no address; with tax on it says the checkout works it out.
describe('cartTaxNote', () => {
  it.each([
    ['tax off: nothing', false, null],
    ['tax on: calculated at checkout', true, { label: 'Tax', text: 'Calculated at checkout' }],
  ])('%s', (_, taxAtCheckout, expected) => {
    expect(cartTaxNote(taxAtCheckout)).toEqual(expected);
  });
});
