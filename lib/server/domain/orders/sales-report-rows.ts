import { sql } from 'drizzle-orm';
import type { BucketSize } from '@/lib/shop/report-range';
import { database, rowsOf } from '@/lib/server/platform/db';
import { orderLines, orderRefunds, orders } from './tables';

// The sales figures the console's reports show (docs/operating.md#reports), summed by the database:
// an order counts on the shop's day it was paid, a refund on the day it was done, each cut into the
// report's buckets by date_trunc on the local time of `timeZone`, so a clock change moves nothing.
// The orders' tables are this module's own, so the reports' flow asks here.

/** A report's window: [start, end) as instants, and the shop's time zone its days are cut in. */
export interface SalesWindow {
  start: Date;
  end: Date;
  timeZone: string;
}

export interface SalesBucketRow {
  key: string;
  orders: number;
  revenueCents: number;
  refunds: number;
  refundedCents: number;
}

const paidIn = (window: SalesWindow) =>
  sql`${orders.paidAt} >= ${window.start} and ${orders.paidAt} < ${window.end}`;

/** The bucket key (its first day, YYYY-MM-DD) of `at` on the shop's calendar. */
const bucketOf = (at: unknown, size: BucketSize, timeZone: string) =>
  sql<string>`to_char(date_trunc(${size}::text, ${at} at time zone ${timeZone}::text), 'YYYY-MM-DD')`;

/** Orders paid and what they came to, and refunds done and what they gave back, per bucket. */
export async function salesByBucket(window: SalesWindow, size: BucketSize): Promise<SalesBucketRow[]> {
  const db = await database();
  const paidKey = bucketOf(orders.paidAt, size, window.timeZone);
  const refundKey = bucketOf(orderRefunds.completedAt, size, window.timeZone);
  const [sales, refunds] = await Promise.all([
    db
      .select({
        key: paidKey,
        orders: sql<number>`count(*)`.mapWith(Number),
        revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(paidIn(window))
      .groupBy(sql`1`),
    db
      .select({
        key: refundKey,
        refunds: sql<number>`count(*)`.mapWith(Number),
        refundedCents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)`.mapWith(Number),
      })
      .from(orderRefunds)
      .where(
        sql`${orderRefunds.state} = 'done' and ${orderRefunds.completedAt} >= ${window.start} and ${orderRefunds.completedAt} < ${window.end}`,
      )
      .groupBy(sql`1`),
  ]);
  const rows = new Map<string, SalesBucketRow>();
  const rowOf = (key: string) => {
    let row = rows.get(key);
    if (!row) {
      row = { key, orders: 0, revenueCents: 0, refunds: 0, refundedCents: 0 };
      rows.set(key, row);
    }
    return row;
  };
  for (const sale of sales) Object.assign(rowOf(sale.key), { orders: sale.orders, revenueCents: sale.revenueCents });
  for (const refund of refunds)
    Object.assign(rowOf(refund.key), { refunds: refund.refunds, refundedCents: refund.refundedCents });
  return [...rows.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export interface BestSellerRow {
  code: string;
  name: string;
  /** "" for a frame's row; the colour's name for a colour's row. */
  colorName: string;
  units: number;
  revenueCents: number;
}

/** The frame lines of the orders paid in the window (accessories are not frames). */
const paidFrameLines = (window: SalesWindow) =>
  sql`${orderLines.orderId} in (select ${orders.id} from ${orders} where ${paidIn(window)}) and ${orderLines.line} ->> 'kind' = 'frame'`;

/**
 * The `limit` frames, and the `limit` frame colours, that sold the most units in the window, with
 * what their lines came to (frame and lenses, after the frame offer, before an order's coupon).
 */
export async function bestSellers(
  window: SalesWindow,
  limit: number,
): Promise<{ frames: BestSellerRow[]; colors: BestSellerRow[] }> {
  const db = await database();
  const code = sql<string>`${orderLines.line} ->> 'code'`;
  const color = sql<string>`coalesce(${orderLines.line} ->> 'colorName', '')`;
  const figures = {
    units: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
    revenueCents: sql<number>`sum((${orderLines.line} ->> 'totalCents')::bigint)`.mapWith(Number),
    // the name the newest line sold it under
    name: sql<string>`(array_agg(${orderLines.line} ->> 'name' order by ${orderLines.id} desc))[1]`,
  };
  const [frames, colors] = await Promise.all([
    db
      .select({ code, ...figures })
      .from(orderLines)
      .where(paidFrameLines(window))
      .groupBy(code)
      .orderBy(sql`2 desc, 3 desc, 1`)
      .limit(limit),
    db
      .select({ code, colorName: color, ...figures })
      .from(orderLines)
      .where(paidFrameLines(window))
      .groupBy(code, color)
      .orderBy(sql`3 desc, 4 desc, 1, 2`)
      .limit(limit),
  ]);
  return {
    frames: frames.map((row) => ({ ...row, colorName: '' })),
    colors,
  };
}

/** The lens groups the report shares frames out by: the summary's names of a line's lens steps. */
export const LENS_SHARE_GROUPS = {
  'Lens Index': 'lens_index',
  'Lens Type': 'lens_type',
  'Additional Price': 'add_ones',
} as const;

export interface LensChoiceRow {
  /** lens_use, or the step of a lens item. */
  group: 'lens_use' | 'lens_index' | 'lens_type' | 'add_ones';
  choice: string;
  units: number;
}

/**
 * Frames sold in the window (units), and per lens use and per lens step's choice how many of them
 * were sold with it. A frame bought without lenses counts under the lens use "" (frame only).
 */
export async function lensChoices(window: SalesWindow): Promise<{ frames: number; rows: LensChoiceRow[] }> {
  const db = await database();
  const lensUse = sql<string>`coalesce(${orderLines.line} -> 'lens' ->> 'lensUse', '')`;
  const [uses, items] = await Promise.all([
    db
      .select({ choice: lensUse, units: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
      .from(orderLines)
      .where(paidFrameLines(window))
      .groupBy(lensUse),
    db.execute(sql`
      select item ->> 'name' as name, item ->> 'item' as choice, sum(${orderLines.quantity}) as units
      from ${orderLines}, jsonb_array_elements(coalesce(${orderLines.line} -> 'lens' -> 'lens', '[]'::jsonb)) as item
      where ${paidFrameLines(window)} and item ->> 'name' in ('Lens Index', 'Lens Type', 'Additional Price')
      group by 1, 2`),
  ]);
  const rows: LensChoiceRow[] = uses.map((row) => ({ group: 'lens_use', choice: row.choice, units: row.units }));
  for (const row of rowsOf<{ name: string; choice: string; units: number | string }>(items)) {
    const group = LENS_SHARE_GROUPS[row.name as keyof typeof LENS_SHARE_GROUPS];
    if (group) rows.push({ group, choice: row.choice, units: Number(row.units) });
  }
  return { frames: uses.reduce((sum, row) => sum + row.units, 0), rows };
}

export interface CouponUseRow {
  code: string;
  orders: number;
  discountCents: number;
  revenueCents: number;
}

/** Per coupon code, the orders paid in the window with it, what it took off and what they came to. */
export async function couponUse(window: SalesWindow): Promise<CouponUseRow[]> {
  const db = await database();
  return db
    .select({
      code: sql<string>`${orders.couponCode}`,
      orders: sql<number>`count(*)`.mapWith(Number),
      discountCents: sql<number>`coalesce(sum(${orders.couponDiscountCents}), 0)`.mapWith(Number),
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(sql`${paidIn(window)} and ${orders.couponCode} is not null`)
    .groupBy(orders.couponCode)
    .orderBy(sql`2 desc, 3 desc, 1`);
}

/** Orders paid in the window: the funnel's last stage (orders keep no device). */
export async function paidOrderCount(window: SalesWindow): Promise<number> {
  const db = await database();
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(paidIn(window));
  return row?.count ?? 0;
}
