import type { PricedLine } from '@/lib/contract/calls/cart';
import type { CartLens, StoredOrderLine } from '@/lib/server/platform/db/schema';
import { pricedLineOf, storedLineOf } from '@/lib/server/domain/orders/stored-shapes';

// What checkout snapshots and orders store is their own shape: the answer is mapped from it, and
// what is stored is mapped from the answer field by field.

const rx = {
  source: 'typed' as const,
  values: {
    od_sph: -2.25,
    od_cyl: null,
    od_axis: null,
    od_add: null,
    os_sph: -2,
    os_cyl: null,
    os_axis: null,
    os_add: null,
    pd: 63,
    pd_right: null,
    pd_left: null,
  },
  photo: false,
  savedName: null,
};

const line: PricedLine = {
  id: 7,
  code: 'OC1001',
  name: 'Mara',
  kind: 'frame',
  sku: 'OC1001-BLK',
  colorName: 'Black',
  image: {
    url: '/media/products/OC1001/OC1001-BLK-front.svg',
    alt: 'Mara in Black',
    width: 800,
    height: 400,
  },
  quantity: 1,
  unitPriceCents: 9500,
  unitLensCents: 3000,
  subtotalCents: 12500,
  frameDiscountCents: 0,
  totalCents: 12500,
  lens: {
    lensUse: 'Single Vision',
    lensUsePriceCents: 0,
    lens: [{ name: 'Lens Index', item: '1.61 Thin', priceCents: 3000 }],
    prescription: [],
    prescriptionNote: 'Entered by you',
    rx,
  },
};

function present<T>(value: T | null): T {
  if (value === null) throw new Error('the line has no lenses');
  return value;
}

describe('a frozen line, stored and shown', () => {
  it('stores what the checkout showed, and shows it back the same', () => {
    const stored = storedLineOf(line);
    expect(stored).toEqual(line);
    expect(pricedLineOf(stored, null)).toEqual(line);
    expect(pricedLineOf(stored, null, 42)).toEqual({ ...line, id: 42 });
  });

  it('stores only its own fields, whatever else the answer carries', () => {
    const answered = { ...line, needsLenses: false, maxQuantity: 10, problem: null };
    expect(Object.keys(storedLineOf(answered)).sort()).toEqual(Object.keys(line).sort());
  });

  it('reads the prescription from the lens record for a line frozen without it', () => {
    const { rx: _rx, ...lensWithoutRx } = line.lens ?? { rx: null };
    const old = { ...storedLineOf(line), lens: lensWithoutRx } as StoredOrderLine;
    const record: CartLens = {
      lensUse: { code: 'single_vision', name: 'Single Vision' },
      choices: [],
      prescription: { source: 'image', values: null, savedId: null, imageKey: 'rx/1.jpg' },
    };
    expect(pricedLineOf(old, record).lens?.rx).toEqual({
      source: 'image',
      values: null,
      photo: true,
      savedName: null,
    });
    expect(pricedLineOf(old, null).lens).toEqual({ ...lensWithoutRx, rx: null });
  });

  it('reads the lens use’s price of a line frozen without it as the rest of its lens price', () => {
    const progressive = {
      ...line,
      unitLensCents: 11_900,
      subtotalCents: 21_400,
      totalCents: 21_400,
      lens: { ...present(line.lens), lensUse: 'Progressive', lensUsePriceCents: 8_900 },
    };
    const { lensUsePriceCents: _price, ...frozenEarlier } = present(storedLineOf(progressive).lens);
    const old: StoredOrderLine = { ...storedLineOf(progressive), lens: frozenEarlier };
    expect(pricedLineOf(old, null)).toEqual(progressive);
  });
});
