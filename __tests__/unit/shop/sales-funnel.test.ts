import { funnelView, shareOf, type FunnelCounts } from '@/lib/shop/sales-funnel';
import { lensShares, salesBuckets } from '@/lib/shop/sales-report';

// docs/operating.md#reports: the funnel's drop-off per stage and per wizard step, the sales buckets
// filled with zeros, and the lens choices as shares of the frames sold.

describe('a share', () => {
  it.each<[number, number, number | null]>([
    [1, 2, 0.5],
    [1, 3, 0.3333],
    [2, 3, 0.6667],
    [0, 4, 0],
    [3, 0, null],
  ])('%i of %i → %s', (part, whole, share) => {
    expect(shareOf(part, whole)).toBe(share);
  });
});

const counts: FunnelCounts = {
  productViews: 10,
  wizardStarts: 4,
  steps: [
    { step: 'lens_use', reached: 4, stopped: 1 },
    { step: 'prescription', reached: 3, stopped: 1 },
    { step: 'magnification', reached: 0, stopped: 0 },
    { step: 'add_ones', reached: 2, stopped: 0 },
    { step: 'lens_index', reached: 2, stopped: 0 },
    { step: 'lens_type', reached: 2, stopped: 0 },
  ],
  addedToCart: 2,
  checkout: 1,
  paid: 1,
};

describe('the funnel', () => {
  it('each stage loses a share of the one before it', () => {
    expect(funnelView(counts).stages.map((row) => [row.stage, row.count, row.dropOff])).toEqual([
      ['product-view', 10, null],
      ['wizard-start', 4, 0.6],
      ['add-to-cart', 2, 0.5],
      ['checkout', 1, 0.5],
      ['paid', 1, 0],
    ]);
  });

  it('each wizard step says the share of those who reached it and stopped there; a step none reached is left out', () => {
    expect(
      funnelView(counts).steps.map((row) => [row.step, row.name, row.reached, row.stopped, row.dropOff]),
    ).toEqual([
      ['lens_use', 'Lens use', 4, 1, 0.25],
      ['prescription', 'Prescription', 3, 1, 0.3333],
      ['add_ones', 'Coatings', 2, 0, 0],
      ['lens_index', 'Thickness', 2, 0, 0],
      ['lens_type', 'Lens type', 2, 0, 0],
    ]);
  });

  it('a stage that counts more than the one before has no drop-off (paid orders are no devices)', () => {
    expect(funnelView({ ...counts, paid: 3 }).stages[4]?.dropOff).toBeNull();
  });

  it('a stage after none has no drop-off', () => {
    const empty = funnelView({ ...counts, productViews: 0, wizardStarts: 0 });
    expect(empty.stages[1]?.dropOff).toBeNull();
  });
});

describe('the sales buckets', () => {
  it('fill the range with zeros and total it, the average the range’s own', () => {
    const buckets = [
      { key: '2026-12-01', from: '2026-12-01', to: '2026-12-01' },
      { key: '2026-12-02', from: '2026-12-02', to: '2026-12-02' },
      { key: '2026-12-03', from: '2026-12-03', to: '2026-12-03' },
    ];
    const view = salesBuckets(buckets, [
      { key: '2026-12-01', orders: 2, revenueCents: 10001, refunds: 0, refundedCents: 0 },
      { key: '2026-12-03', orders: 1, revenueCents: 5000, refunds: 1, refundedCents: 1250 },
    ]);
    expect(
      view.buckets.map((row) => [row.key, row.orders, row.revenueCents, row.averageOrderCents, row.netCents]),
    ).toEqual([
      ['2026-12-01', 2, 10001, 5001, 10001],
      ['2026-12-02', 0, 0, 0, 0],
      ['2026-12-03', 1, 5000, 5000, 3750],
    ]);
    expect(view.totals).toEqual({
      orders: 3,
      revenueCents: 15001,
      averageOrderCents: 5000,
      refunds: 1,
      refundedCents: 1250,
      netCents: 13751,
    });
  });
});

describe('the lens shares', () => {
  it('group in the wizard’s order, the most sold first, frames without lenses as “Frame only”', () => {
    const rows = lensShares(4, [
      { group: 'lens_index', choice: '1.67 High-Index', units: 1 },
      { group: 'lens_use', choice: '', units: 1 },
      { group: 'lens_use', choice: 'Single Vision', units: 3 },
      { group: 'lens_index', choice: '1.50 Standard', units: 2 },
    ]);
    expect(rows.map((row) => [row.groupName, row.choice, row.units, row.share])).toEqual([
      ['Lens use', 'Single Vision', 3, 0.75],
      ['Lens use', 'Frame only', 1, 0.25],
      ['Lens index', '1.50 Standard', 2, 0.5],
      ['Lens index', '1.67 High-Index', 1, 0.25],
    ]);
  });
});
