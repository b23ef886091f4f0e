import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { OrderStatus } from '@/lib/shop/order-status';
import { database, type Database } from '@/lib/server/platform/db';
import { hasPrescriptionSql } from './prescription-lines';
import { afterSalesRequests, orders } from './tables';

// Order figures other parts of the operator console show: the dashboard's sales and waiting work,
// and each customer's paid orders. The SQL stays here, with the orders' tables; the dashboard and
// the customer list only read the answers.

/** What paid orders took, less what was refunded of them (US cents). */
const netCents = sql`${orders.totalCents} - ${orders.refundedCents}`;

interface SalesFigures {
  orders: number;
  revenueCents: number;
}

interface OrderFigures {
  today: SalesFigures;
  week: SalesFigures;
  awaitingPrescriptionCheck: number;
  awaitingShipping: number;
  openAfterSales: number;
}

/**
 * The dashboard's order figures: orders paid since `dayStart` and since `weekStart` with their
 * revenue less refunds, paid orders waiting for the prescription check or for shipping
 * (docs/operating.md#order-work: the check comes before production), and after-sales requests
 * waiting for an answer.
 */
export async function orderFigures(dayStart: Date, weekStart: Date): Promise<OrderFigures> {
  const db = await database();
  const since = (start: Date) => gte(orders.paidAt, start);
  const notShipped = eq(orders.status, OrderStatus.NotShipped);
  const [[sales], [work], [afterSales]] = await Promise.all([
    db
      .select({
        todayOrders: sql<number>`count(*) filter (where ${since(dayStart)})`.mapWith(Number),
        todayCents: sql<number>`coalesce(sum(${netCents}) filter (where ${since(dayStart)}), 0)`.mapWith(
          Number,
        ),
        weekOrders: sql<number>`count(*) filter (where ${since(weekStart)})`.mapWith(Number),
        weekCents: sql<number>`coalesce(sum(${netCents}) filter (where ${since(weekStart)}), 0)`.mapWith(
          Number,
        ),
      })
      .from(orders)
      // the week holds the day (weekStart <= dayStart); an unpaid order's null paid_at matches neither
      .where(since(weekStart < dayStart ? weekStart : dayStart)),
    db
      .select({
        check:
          sql<number>`count(*) filter (where (${orders.prescriptionCheck} is null or ${orders.prescriptionCheck} = 'question') and ${hasPrescriptionSql})`.mapWith(
            Number,
          ),
        // an order waiting for its prescription is neither to check nor to ship (docs/operating.md#prescription-wait)
        ship: sql<number>`count(*) filter (where ${orders.prescriptionDueAt} is null and (${orders.prescriptionCheck} = 'confirmed' or not ${hasPrescriptionSql}))`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(notShipped),
    db.select({ open: count() }).from(afterSalesRequests).where(eq(afterSalesRequests.state, 'pending')),
  ]);
  return {
    today: { orders: sales?.todayOrders ?? 0, revenueCents: sales?.todayCents ?? 0 },
    week: { orders: sales?.weekOrders ?? 0, revenueCents: sales?.weekCents ?? 0 },
    awaitingPrescriptionCheck: work?.check ?? 0,
    awaitingShipping: work?.ship ?? 0,
    openAfterSales: afterSales?.open ?? 0,
  };
}

/**
 * The daily summary's order figures (docs/operating.md#alerts): orders paid in [start, end) with what
 * they took less refunds, and the paid orders waiting for the prescription check now (the
 * dashboard's count).
 */
export async function summaryOrderFigures(
  start: Date,
  end: Date,
): Promise<{ orders: number; revenueCents: number; waitingChecks: number }> {
  const db = await database();
  const [[sales], figures] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)`.mapWith(Number),
        cents: sql<number>`coalesce(sum(${netCents}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(gte(orders.paidAt, start), lt(orders.paidAt, end))),
    orderFigures(end, end),
  ]);
  return {
    orders: sales?.orders ?? 0,
    revenueCents: sales?.cents ?? 0,
    waitingChecks: figures.awaitingPrescriptionCheck,
  };
}

/**
 * Each customer's paid orders and what they spent (less refunds), as a subquery the customer list
 * joins on `userId`, so it can sort and page by them in one statement.
 */
export function customerOrderTotals(db: Pick<Database, 'select'>) {
  return db
    .select({
      userId: orders.userId,
      ordersCount: sql<number>`count(*)`.as('orders_count'),
      spentCents: sql<number>`sum(${netCents})`.as('spent_cents'),
    })
    .from(orders)
    .where(isNotNull(orders.paidAt))
    .groupBy(orders.userId)
    .as('customer_order_totals');
}
