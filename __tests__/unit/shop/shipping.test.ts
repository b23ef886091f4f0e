import {
  awayFromFreeShipping,
  qualifiesForFreeShipping,
  shippingFee,
  shippingOptions,
  type ShippingMethod,
} from '@/lib/shop/shipping';
import { defaultMethodsOf } from '../../support/default-shipping';

// docs/product.md#the-shop "free shipping on US orders of $69 or more"; docs/product.md#shipping,
// over the seeded table (the rules themselves take any table: shipping-zones.test.ts):
// in the US standard shipping is free when the discounted merchandise total is at least $69; faster
// options always cost. Fees are US cents.

describe('docs/product.md#shipping "free shipping on US orders of $69 or more"', () => {
  it.each([
    ['US', 0, false],
    ['US', 6_899, false],
    ['US', 6_900, true],
    ['US', 250_000, true],
    ['CA', 6_900, false],
    ['GB', 1_000_000, false],
    ['DE', 6_900, false],
  ])('%s with %i cents of merchandise: free %p', (country, merchandise, expected) => {
    expect(qualifiesForFreeShipping(defaultMethodsOf(country), merchandise)).toBe(expected);
  });
});

describe('shipping fees by country, method and merchandise (docs/product.md#shipping)', () => {
  it.each<[string, ShippingMethod, number, number | null]>([
    // US standard: $5.95 below $69, free from $69
    ['US', 'standard', 6_899, 595],
    ['US', 'standard', 6_900, 0],
    ['US', 'standard', 0, 595],
    // faster options always cost, even far above the threshold
    ['US', 'expedited', 6_899, 1_495],
    ['US', 'expedited', 6_900, 1_495],
    ['US', 'expedited', 100_000, 1_495],
    ['US', 'express', 6_900, 2_495],
    ['US', 'express', 100_000, 2_495],
    // outside the US nothing is free
    ['CA', 'standard', 6_900, 1_495],
    ['GB', 'standard', 1_000_000, 1_495],
    ['GB', 'express', 1_000_000, 3_495],
    // international shipping has no expedited option
    ['CA', 'expedited', 6_900, null],
    ['FR', 'expedited', 100, null],
  ])('%s %s at %i cents → %p', (country, method, merchandise, expected) => {
    expect(shippingFee(defaultMethodsOf(country), method, merchandise)).toBe(expected);
  });
});

describe('shippingOptions: the methods offered, cheapest first', () => {
  it('offers standard, expedited and express in the US; standard is free from $69', () => {
    expect(shippingOptions(defaultMethodsOf('US'), 6_900)).toEqual([
      expect.objectContaining({ method: 'standard', feeCents: 0, regularFeeCents: 595, free: true }),
      expect.objectContaining({ method: 'expedited', feeCents: 1_495, regularFeeCents: 1_495, free: false }),
      expect.objectContaining({ method: 'express', feeCents: 2_495, regularFeeCents: 2_495, free: false }),
    ]);
  });

  it('charges US standard one cent below $69', () => {
    expect(shippingOptions(defaultMethodsOf('US'), 6_899)[0]).toMatchObject({
      method: 'standard',
      feeCents: 595,
      regularFeeCents: 595,
      free: false,
    });
  });

  it('offers only standard and express abroad, never free', () => {
    const options = shippingOptions(defaultMethodsOf('CA'), 1_000_000);
    expect(options.map((option) => [option.method, option.feeCents, option.free])).toEqual([
      ['standard', 1_495, false],
      ['express', 3_495, false],
    ]);
  });

  it.each(['US', 'CA'])('lists %s options cheapest first, each with a name and delivery days', (country) => {
    const options = shippingOptions(defaultMethodsOf(country), 0);
    const fees = options.map((option) => option.regularFeeCents);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    for (const option of options) {
      expect(option.name).not.toBe('');
      expect(option.days).toMatch(/business days$/);
    }
  });
});

describe('awayFromFreeShipping: "$X away from free shipping" on the cart', () => {
  it.each([
    [0, 6_900],
    [1, 6_899],
    [6_899, 1],
    [6_900, 0],
    [12_000, 0],
  ])('%i cents of merchandise → %i cents away', (merchandise, expected) => {
    expect(awayFromFreeShipping(defaultMethodsOf('US'), merchandise)).toBe(expected);
  });
});
