import { averageCents, type ReportBucket } from './report-range';
import { shareOf } from './sales-funnel';

// Folding the orders' sums into the sales report (docs/operating.md#reports): every bucket of the
// range, zeros where nothing was paid or refunded, each with its average order and net, and the
// range's totals; the lens choices as shares of the frames sold.

export interface BucketSums {
  key: string;
  orders: number;
  revenueCents: number;
  refunds: number;
  refundedCents: number;
}

export interface SalesFigures extends Omit<BucketSums, 'key'> {
  averageOrderCents: number;
  netCents: number;
}

function figuresOf(sums: Omit<BucketSums, 'key'>): SalesFigures {
  return {
    orders: sums.orders,
    revenueCents: sums.revenueCents,
    averageOrderCents: averageCents(sums.revenueCents, sums.orders),
    refunds: sums.refunds,
    refundedCents: sums.refundedCents,
    netCents: sums.revenueCents - sums.refundedCents,
  };
}

/** The buckets in order with their figures, and the totals (the average is the range's own). */
export function salesBuckets(
  buckets: readonly ReportBucket[],
  sums: readonly BucketSums[],
): { buckets: (ReportBucket & SalesFigures)[]; totals: SalesFigures } {
  const byKey = new Map(sums.map((row) => [row.key, row]));
  const zero = { orders: 0, revenueCents: 0, refunds: 0, refundedCents: 0 };
  const total = { ...zero };
  const rows = buckets.map((bucket) => {
    const row = byKey.get(bucket.key) ?? zero;
    total.orders += row.orders;
    total.revenueCents += row.revenueCents;
    total.refunds += row.refunds;
    total.refundedCents += row.refundedCents;
    return { ...bucket, ...figuresOf(row) };
  });
  return { buckets: rows, totals: figuresOf(total) };
}

export const LENS_GROUPS = ['lens_use', 'lens_index', 'lens_type', 'add_ones'] as const;
export type LensGroup = (typeof LENS_GROUPS)[number];

export const LENS_GROUP_NAMES: Readonly<Record<LensGroup, string>> = {
  lens_use: 'Lens use',
  lens_index: 'Lens index',
  lens_type: 'Lens type',
  add_ones: 'Coating',
};

/** A frame bought without lenses has no lens use: it shows under this name. */
export const FRAME_ONLY = 'Frame only';

/** Each choice's share of the frames sold, grouped in the wizard's order, the most sold first. */
export function lensShares(
  frames: number,
  rows: readonly { group: LensGroup; choice: string; units: number }[],
): { group: LensGroup; groupName: string; choice: string; units: number; share: number | null }[] {
  return [...rows]
    .sort(
      (a, b) =>
        LENS_GROUPS.indexOf(a.group) - LENS_GROUPS.indexOf(b.group) ||
        b.units - a.units ||
        a.choice.localeCompare(b.choice),
    )
    .map((row) => ({
      group: row.group,
      groupName: LENS_GROUP_NAMES[row.group],
      choice: row.choice === '' ? FRAME_ONLY : row.choice,
      units: row.units,
      share: shareOf(row.units, frames),
    }));
}
