import { PARTLY_REFUNDED, refundLabel } from '@/lib/shop/refund-label';

// docs/operating.md#partly-refunded: some of the money given back, not all of it.

describe('refundLabel', () => {
  it.each([
    [10_000, 0, null],
    [10_000, 1, PARTLY_REFUNDED],
    [10_000, 2_500, PARTLY_REFUNDED],
    [10_000, 9_999, PARTLY_REFUNDED],
    [10_000, 10_000, null],
    [0, 0, null],
  ])('total %i, refunded %i → %p', (totalCents, refundedCents, expected) => {
    expect(refundLabel({ totalCents, refundedCents })).toBe(expected);
  });
});
