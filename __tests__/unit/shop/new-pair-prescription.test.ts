import type { RememberedChoices } from '@/lib/shop/lens-flow';
import { readNewPairPrescription, withNewPairPrescription } from '@/lib/shop/new-pair-prescription';

// docs/product.md#buy-again: "Use for a new pair" leaves a saved prescription waiting in the tab;
// the next lens wizard opens with it chosen on the prescription step, unless the shopper chose one.

describe('readNewPairPrescription', () => {
  it.each([
    [null, null],
    ['not json', null],
    ['[]', null],
    ['{"id":0,"name":"Home"}', null],
    ['{"id":1.5,"name":"Home"}', null],
    ['{"id":7}', null],
    ['{"id":7,"name":"Reading 2025"}', { id: 7, name: 'Reading 2025' }],
  ])('%s → %j', (text, expected) => {
    expect(readNewPairPrescription(text)).toEqual(expected);
  });
});

describe('withNewPairPrescription', () => {
  const lensUse = { type: 'lens_use' as const, value: 10, price: 0, item: 'Single Vision' };
  const typed = {
    type: 'prescription' as const,
    value: { source: 'typed' as const, od_sph: '-1.00' },
    price: 0,
    item: 'OD −1.00',
  };
  it.each<[string, RememberedChoices, { id: number; name: string } | null, RememberedChoices]>([
    ['nothing waiting', { lens_use: lensUse }, null, { lens_use: lensUse }],
    [
      'a waiting prescription fills the prescription step',
      { lens_use: lensUse },
      { id: 7, name: 'Home' },
      {
        lens_use: lensUse,
        prescription: {
          type: 'prescription',
          value: { source: 'saved', id: 7 },
          price: 0,
          item: 'Saved: Home',
        },
      },
    ],
    [
      'the shopper’s own choice wins',
      { prescription: typed },
      { id: 7, name: 'Home' },
      { prescription: typed },
    ],
  ])('%s', (_case, remembered, waiting, expected) => {
    expect(withNewPairPrescription(remembered, waiting)).toEqual(expected);
  });
});
