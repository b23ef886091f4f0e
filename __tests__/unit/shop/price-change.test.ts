import { centsChangedBy, changePrices, percentProblem } from '@/lib/shop/price-change';

// docs/operating.md#bulk-catalog: a selection's prices moved by a percentage, exact and rounded
// half-up to the cent; a flash sale's price follows; what cannot be charged is refused.

const MAX = 1_000_000;

describe('centsChangedBy: exact, half-up to the cent', () => {
  it.each([
    [4900, -10, 4410],
    [4999, -10, 4499], // 4499.1
    [4995, -10, 4496], // 4495.5 goes up
    [1999, 15, 2299], // 2298.85
    [1001, 12.5, 1126], // 1126.125
    [1, -50, 1], // 0.5 goes up
    [3, -50, 2], // 1.5
    [2500, 100, 5000],
    [4900, 0.01, 4900], // 4900.49
    [4950, 0.01, 4950], // 4950.495 goes up
    [4950, 0.02, 4951], // 4950.99
  ])('%i ¢ by %p %% → %i ¢', (cents, percent, expected) => {
    expect(centsChangedBy(cents, percent)).toBe(expected);
  });
});

describe('percentProblem', () => {
  it.each([
    [-50, null],
    [100, null],
    [-12.5, null],
    [0.01, null],
    [-50.01, 'Give a change from -50 % to +100 %.'],
    [100.5, 'Give a change from -50 % to +100 %.'],
    [0, 'Give a change other than 0 %.'],
    [1.005, 'Give the percentage to at most two decimals.'],
    [Number.NaN, 'Give the change as a percentage, such as -10 or 5.'],
    [Number.POSITIVE_INFINITY, 'Give the change as a percentage, such as -10 or 5.'],
  ])('%p → %p', (percent, expected) => {
    expect(percentProblem(percent)).toBe(expected);
  });
});

describe('changePrices', () => {
  it.each([
    [
      'no sale',
      { priceCents: 4900, flashSalePriceCents: null },
      -20,
      { priceCents: 3920, flashSalePriceCents: null },
    ],
    [
      'a sale follows',
      { priceCents: 4900, flashSalePriceCents: 3900 },
      -10,
      { priceCents: 4410, flashSalePriceCents: 3510 },
    ],
    [
      'a sale follows up',
      { priceCents: 9999, flashSalePriceCents: 7999 },
      50,
      { priceCents: 14999, flashSalePriceCents: 11999 },
    ],
    [
      'the cheapest price halves',
      { priceCents: 1, flashSalePriceCents: null },
      -50,
      { priceCents: 1, flashSalePriceCents: null },
    ],
  ])('%s', (_name, prices, percent, expected) => {
    expect(changePrices(prices, percent, MAX)).toEqual({ ok: true, ...expected });
  });

  it.each([
    [
      'a sale a cent below that rounds to the price',
      { priceCents: 2, flashSalePriceCents: 1 },
      -50,
      'The sale price would be $0.01, no longer below the price ($0.01).',
    ],
    [
      'above the most a price may be',
      { priceCents: 600_000, flashSalePriceCents: null },
      100,
      'The price would be $12,000.00, above the most a price may be ($10,000.00).',
    ],
    [
      'a price of 0',
      { priceCents: 4900, flashSalePriceCents: null },
      -100,
      'A price would be $0.00 or less.',
    ],
    [
      'a sale price of 0',
      { priceCents: 4900, flashSalePriceCents: 1 },
      -99.99,
      'A price would be $0.00 or less.',
    ],
  ])('refuses %s', (_name, prices, percent, reason) => {
    expect(changePrices(prices, percent, MAX)).toEqual({ ok: false, reason });
  });
});
