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
  for (const sale of sales)
    Object.assign(rowOf(sale.key), { orders: sale.orders, revenueCents: sale.revenueCents });
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

export interface LensChoiceRow {
  /** lens_use, or the step of a lens item. */
  group: 'lens_use' | 'lens_index' | 'lens_type' | 'add_ones';
  choice: string;
  units: number;
}

export interface FrameSales {
  frames: BestSellerRow[];
  colors: BestSellerRow[];
  /** Frames sold in the window (units). */
  frameUnits: number;
  lenses: LensChoiceRow[];
}

interface FrameSalesRow {
  /** A best seller's row, or the lens group a choice's count is in. */
  kind: 'frame' | 'color' | LensChoiceRow['group'];
  code: string;
  color: string;
  name: string;
  units: number | string;
  revenue: number | string;
}

/**
 * The frames sold in the window, read in one pass over the frame lines of the orders paid in it
 * (the plain sales columns PostgreSQL keeps beside each line, never the line's whole JSON): the `limit` frames and the `limit` frame colours that sold the
 * most units, with what their lines came to (frame and lenses, after the frame offer, before an
 * order's coupon); and per lens use and per lens step's choice how many frames were sold with it.
 * A frame bought without lenses counts under the lens use "" (frame only); accessories are no
 * frames.
 */
export async function frameSales(window: SalesWindow, limit: number): Promise<FrameSales> {
  const db = await database();
  const result = await db.execute(sql`
    with frames as materialized (
      select ${orderLines.quantity} as quantity, ${orderLines.salesCode} as code,
        ${orderLines.salesName} as name, ${orderLines.salesColor} as color,
        ${orderLines.salesTotalCents} as total, ${orderLines.salesLensUse} as lens_use,
        ${orderLines.salesLensIndex} as lens_index, ${orderLines.salesLensType} as lens_type,
        ${orderLines.salesAddOns} as add_ons
      from ${orders} join ${orderLines} on ${orderLines.orderId} = ${orders.id}
      where ${paidIn(window)} and ${orderLines.salesKind} = 'frame'
    ), sellers as (
      select case when grouping(color) = 1 then 'frame' else 'color' end as kind, code,
        coalesce(color, '') as color, max(name) as name,
        sum(quantity) as units, sum(total) as revenue
      from frames group by grouping sets ((code), (code, color))
    ), ranked as (
      select *, row_number() over (partition by kind order by units desc, revenue desc, code, color) as place
      from sellers
    )
    select kind, code, color, name, units, revenue from ranked where place <= ${limit}
    union all
    select 'lens_use', '', lens_use, '', sum(quantity), 0 from frames group by 3
    union all
    select 'lens_index', '', lens_index, '', sum(quantity), 0 from frames where lens_index is not null group by 3
    union all
    select 'lens_type', '', lens_type, '', sum(quantity), 0 from frames where lens_type is not null group by 3
    union all
    select 'add_ones', '', add_ons, '', sum(quantity), 0 from frames where add_ons is not null group by 3`);
  const rows = rowsOf<FrameSalesRow>(result);
  const seller = (row: FrameSalesRow): BestSellerRow => ({
    code: row.code,
    name: row.name,
    colorName: row.kind === 'color' ? row.color : '',
    units: Number(row.units),
    revenueCents: Number(row.revenue),
  });
  const byPlace = (a: BestSellerRow, b: BestSellerRow) =>
    b.units - a.units ||
    b.revenueCents - a.revenueCents ||
    a.code.localeCompare(b.code) ||
    a.colorName.localeCompare(b.colorName);
  const lenses: LensChoiceRow[] = [];
  for (const row of rows)
    if (row.kind !== 'frame' && row.kind !== 'color')
      lenses.push({ group: row.kind, choice: row.color, units: Number(row.units) });
  return {
    frames: rows
      .filter((row) => row.kind === 'frame')
      .map(seller)
      .sort(byPlace),
    colors: rows
      .filter((row) => row.kind === 'color')
      .map(seller)
      .sort(byPlace),
    frameUnits: lenses.filter((row) => row.group === 'lens_use').reduce((sum, row) => sum + row.units, 0),
    lenses,
  };
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
