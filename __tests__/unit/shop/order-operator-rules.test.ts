import {
  addressEditRefusal,
  cancelRefusal,
  deliverRefusal,
  prescriptionCheckRefusal,
  refundableCents,
  refundRefusal,
  shipRefusal,
  statusAfterRefund,
  type OrderFacts,
} from '@/lib/shop/order-operator-rules';

// docs/product.md#order-states and docs/operating.md#order-work: what an operator may do with an
// order in each status, and the message of each refusal.

const order = (changes: Partial<OrderFacts> = {}): OrderFacts => ({
  status: 1,
  totalCents: 10_000,
  refundedCents: 0,
  hasPrescription: false,
  prescriptionCheck: null,
  labStage: null,
  paymentProvider: 'demo',
  ...changes,
});

const ALL_STATUSES = [0, 1, 2, 3, 4, 5, 6];

describe('prescriptionCheckRefusal: a paid order with prescription lenses that has not shipped', () => {
  it.each([
    [0, /not paid yet/],
    [1, null],
    [2, /before the order ships; this order is Shipped/],
    [3, /Pending Review/],
    [4, /Completed/],
    [5, /Refunded/],
    [6, /Expired/],
  ])('status %i: %p', (status, expected) => {
    const refusal = prescriptionCheckRefusal(order({ status, hasPrescription: true }));
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });

  it('refuses an order without prescription lenses', () => {
    expect(prescriptionCheckRefusal(order())).toBe('This order has no prescription lenses to check.');
  });

  it('a question may be followed by a confirmation (the shopper answered)', () => {
    expect(
      prescriptionCheckRefusal(order({ hasPrescription: true, prescriptionCheck: 'question' })),
    ).toBeNull();
  });
});

describe('shipRefusal: 1 → 2, prescription lenses only once confirmed', () => {
  it.each(ALL_STATUSES.map((status) => [status, status === 1]))('status %i may ship: %p', (status, may) => {
    expect(shipRefusal(order({ status })) === null).toBe(may);
  });

  it.each([
    [false, null, null],
    [true, null, /Check the prescription first/],
    [true, 'question', /has not answered the question/],
    // docs/operating.md#lab-stages: confirmed, then made; it ships once the lab has it ready
    [true, 'confirmed', /ships once the lab has it “Ready to ship”. It is at “Prescription confirmed”/],
  ] as const)('prescription lenses %p, check %p: %p', (hasPrescription, prescriptionCheck, expected) => {
    const labStage = prescriptionCheck === 'confirmed' ? 'prescription_confirmed' : null;
    const refusal = shipRefusal(order({ hasPrescription, prescriptionCheck, labStage }));
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });

  it.each([
    ['prescription_confirmed', /It is at “Prescription confirmed”/],
    ['in_production', /It is at “Lenses in production”/],
    ['quality_checked', /It is at “Quality check passed”/],
    ['ready', null],
  ] as const)('prescription lenses confirmed, lab at %p: %p', (labStage, expected) => {
    const refusal = shipRefusal(order({ hasPrescription: true, prescriptionCheck: 'confirmed', labStage }));
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });

  it.each([
    [0, null],
    [9_999, null],
    [10_000, /refunded/],
  ])('with %i of 10,000 cents refunded or being refunded: %p', (refundedCents, expected) => {
    // a refund of all of it waiting for its provider holds the whole amount: the parcel stays
    const refusal = shipRefusal(order({ refundedCents }));
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });

  it.each([
    [0, 'This order is not paid yet, so it cannot ship.'],
    [2, 'This order has already shipped.'],
    [4, 'This order is Completed: only a paid order that has not shipped can ship.'],
  ])('status %i: %p', (status, message) => {
    expect(shipRefusal(order({ status }))).toBe(message);
  });
});

describe('deliverRefusal: 2 → 4', () => {
  it.each(ALL_STATUSES.map((status) => [status, status === 2]))(
    'status %i may be delivered: %p',
    (status, may) => {
      expect(deliverRefusal(order({ status })) === null).toBe(may);
    },
  );

  it.each([
    [1, 'This order has not shipped yet: ship it before marking it delivered.'],
    [3, 'This order is Pending Review: only a shipped order can be marked delivered.'],
    [4, 'This order is already marked delivered.'],
  ])('status %i: %p', (status, message) => {
    expect(deliverRefusal(order({ status }))).toBe(message);
  });
});

describe('cancelRefusal: unpaid (0 → 6), or paid and not shipped (docs/operating.md#cancel-paid)', () => {
  const SHIPPED = 'so it cannot be cancelled: refund it, or the shopper returns it.';
  it.each([
    [{ status: 0 }, null],
    [{ status: 1 }, null],
    [{ status: 1, refundedCents: 2_500 }, null],
    [{ status: 1, totalCents: 0 }, null],
    [{ status: 1, awaitingPrescription: true }, null],
    [{ status: 1, labStage: 'ready' as const }, null],
    [{ status: 2 }, `This order has already shipped (it is Shipped), ${SHIPPED}`],
    [{ status: 3 }, `This order has already shipped (it is Pending Review), ${SHIPPED}`],
    [{ status: 4 }, `This order has already shipped (it is Completed), ${SHIPPED}`],
    [{ status: 5 }, 'This order is already refunded in full.'],
    [{ status: 5, cancelRequested: true }, 'This order is already cancelled and refunded.'],
    [{ status: 6 }, 'This order is already cancelled.'],
    [
      { status: 1, cancelRequested: true, refundedCents: 10_000 },
      'This order is already being cancelled: its refund is on its way to the shopper.',
    ],
    [
      { status: 1, refundedCents: 10_000 },
      'All of this order’s money is already being refunded: wait for that refund’s answer.',
    ],
  ])('%p → %p', (changes, expected) => {
    expect(cancelRefusal(order(changes))).toBe(expected);
  });
});

describe('addressEditRefusal: before the parcel leaves, in the same country', () => {
  const same = { from: 'US', to: 'us' };
  it.each([
    [{ status: 0 }, same, null],
    [{ status: 1 }, same, null],
    [{ status: 1, labStage: 'ready' as const }, same, null],
    [
      { status: 2 },
      same,
      'This order has already shipped (it is Shipped), so its address can no longer change.',
    ],
    [
      { status: 3 },
      same,
      'This order has already shipped (it is Pending Review), so its address can no longer change.',
    ],
    [
      { status: 4 },
      same,
      'This order has already shipped (it is Completed), so its address can no longer change.',
    ],
    [{ status: 5 }, same, 'This order is Refunded: there is nothing left to ship.'],
    [{ status: 6 }, same, 'This order is Expired: there is nothing left to ship.'],
    [
      { status: 1, cancelRequested: true },
      same,
      'This order is being cancelled: there is nothing left to ship.',
    ],
    [
      { status: 1 },
      { from: 'US', to: 'CA' },
      'The shipping was paid for another country: the new address must be in the same country.',
    ],
  ])('%p %p → %p', (changes, countries, expected) => {
    expect(addressEditRefusal(order(changes), countries)).toBe(expected);
  });
});

describe('refundRefusal: paid orders (1, 2, 3, 4), never more than is left', () => {
  it.each(ALL_STATUSES.map((status) => [status, [1, 2, 3, 4].includes(status)]))(
    'status %i may be refunded: %p',
    (status, may) => {
      expect(refundRefusal(order({ status }), 100, 'wallet') === null).toBe(may);
    },
  );

  it.each([
    [0, 10_000, 'wallet', null],
    [0, 10_001, 'wallet', 'Only $100.00 is left to refund on this order ($100.00 paid, $0.00 refunded).'],
    [2_500, 7_500, 'original', null],
    [
      2_500,
      7_501,
      'original',
      'Only $75.00 is left to refund on this order ($100.00 paid, $25.00 refunded).',
    ],
    [9_999, 1, 'wallet', null],
    [10_000, 1, 'wallet', 'This order is already refunded in full.'],
  ] as const)('refunded %i, refund %i to %s: %p', (refundedCents, amount, destination, message) => {
    expect(refundRefusal(order({ refundedCents }), amount, destination)).toBe(message);
  });

  it('refunds an order paid without a provider to the wallet only', () => {
    const paidByNothing = order({ paymentProvider: null });
    expect(refundRefusal(paidByNothing, 100, 'original')).toMatch(/refund it to the shop wallet/);
    expect(refundRefusal(paidByNothing, 100, 'wallet')).toBeNull();
  });

  it.each([
    [0, 'This order is not paid, so there is nothing to refund. Cancel it instead.'],
    [5, 'This order is already refunded in full.'],
    [6, 'This order ended unpaid; there is nothing to refund.'],
  ])('status %i: %p', (status, message) => {
    expect(refundRefusal(order({ status }), 100, 'wallet')).toBe(message);
  });

  it.each([
    [10_000, 0, 10_000],
    [10_000, 2_500, 7_500],
    [10_000, 10_000, 0],
  ])('total %i, refunded %i: %i left', (totalCents, refundedCents, left) => {
    expect(refundableCents({ totalCents, refundedCents })).toBe(left);
  });
});

describe('statusAfterRefund: 5 Refunded once the whole order is refunded', () => {
  it.each([
    [1, 10_000, 5],
    [2, 10_000, 5],
    [4, 10_000, 5],
    [1, 9_999, null],
    [4, 5_000, null],
    // an order in review reaches 5 through the answer to its request
    [3, 10_000, null],
  ])('status %i, refunded %i of 10000: %p', (status, refundedCents, next) => {
    expect(statusAfterRefund({ status, totalCents: 10_000 }, refundedCents)).toBe(next);
  });
});
