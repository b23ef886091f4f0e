import type { SalesReportView } from '@/lib/contract/calls/admin/reports';
import { startOfCalendarDayIn } from '@/lib/shop/dashboard-periods';
import { dayAfter, rangeDays, type DayRange } from '@/lib/shop/day-range';
import { bucketsOf, bucketSizeFor } from '@/lib/shop/report-range';
import { funnelView } from '@/lib/shop/sales-funnel';
import { lensShares, salesBuckets } from '@/lib/shop/sales-report';
import { couponUse, frameSales, paidOrderCount, salesByBucket } from '@/lib/server/domain/orders';
import { funnelCounts } from '@/lib/server/domain/statistics';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

/** How many frames and colours the best-seller lists name. */
export const BEST_SELLERS_LISTED = 10;

/**
 * POST /api/admin/reports/sales: the range's days begin and end at the shop's midnight
 * (docs/operating.md#store-settings), so an order paid at 23:30 there counts on that day.
 */
export async function salesReportFor(range: DayRange): Promise<SalesReportView> {
  const { timeZone } = (await currentStoreSettings()).settings;
  const start = startOfCalendarDayIn(range.from, timeZone);
  const end = startOfCalendarDayIn(dayAfter(range.to), timeZone);
  const window = { start, end, timeZone };
  const bucketSize = bucketSizeFor(rangeDays(range));
  const [sums, sellers, coupons, devices, paid] = await Promise.all([
    salesByBucket(window, bucketSize),
    frameSales(window, BEST_SELLERS_LISTED),
    couponUse(window),
    funnelCounts(start, end),
    paidOrderCount(window),
  ]);
  const sales = salesBuckets(bucketsOf(range, bucketSize), sums);
  return {
    from: range.from,
    to: range.to,
    timeZone,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    bucketSize,
    ...sales,
    frames: sellers.frames,
    colors: sellers.colors,
    lenses: { frames: sellers.frameUnits, rows: lensShares(sellers.frameUnits, sellers.lenses) },
    coupons,
    funnel: funnelView({ ...devices, paid }),
  };
}
