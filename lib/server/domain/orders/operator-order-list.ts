import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderListItem } from '@/lib/contract/calls/admin/order-schemas';
import { pageAnswer } from '@/lib/contract/fields';
import type { CurrencyCode } from '@/lib/shop/currency';
import type { PrescriptionCheck } from '@/lib/shop/order-operator-rules';
import { isLabStage, type LabStage } from '@/lib/shop/lab-stages';
import { orderStatusName, OrderStatus } from '@/lib/shop/order-status';
import { refundLabel } from '@/lib/shop/refund-label';
import { database, escapeLike } from '@/lib/server/platform/db';
import { hasPrescriptionSql } from './prescription-lines';
import { orders } from './tables';

// The operator console's order list: search, filters and sort in one statement, paginated on the
// server. The CSV export reads the same query.

export interface OrderFilters {
  search?: string | undefined;
  statuses?: number[] | undefined;
  /** Days (YYYY-MM-DD, UTC) of creation, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  paymentProvider?: string | undefined;
  hasPrescription?: boolean | undefined;
  prescriptionCheck?: 'unchecked' | PrescriptionCheck | undefined;
  labStage?: 'waiting' | LabStage | undefined;
  awaitingPrescription?: boolean | undefined;
  /** Only these orders (the list's "Export selected"). */
  numbers?: string[] | undefined;
  sort: 'created' | 'total' | 'status' | 'number';
  direction: 'asc' | 'desc';
}

/** The recipient's name on the shipping address, as the list shows and searches it. */
export const recipientNameSql = sql<string>`trim(concat_ws(' ', "orders"."address" ->> 'firstName', "orders"."address" ->> 'lastName'))`;

const DAY_MS = 86_400_000;

/**
 * Where the lab is with a Not Shipped order (docs/operating.md#lab-stages), as labStageOf reads it:
 * the stage moved to, else "prescription_confirmed" once the check is stored as confirmed (only a
 * prescription order is ever checked), else null; null too for any other status.
 */
const labStageSql = sql<string | null>`case when "orders"."status" = 1 then coalesce("orders"."lab_stage",
  case when "orders"."prescription_check" = 'confirmed' then 'prescription_confirmed' end) end`;

function conditionOf(filters: OrderFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    where.push(
      or(
        ilike(orders.number, pattern),
        ilike(orders.email, pattern),
        sql`${recipientNameSql} ilike ${pattern}`,
      ),
    );
  }
  if (filters.numbers) where.push(inArray(orders.number, filters.numbers));
  if (filters.statuses?.length) where.push(inArray(orders.status, filters.statuses));
  if (filters.from) where.push(gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) where.push(lt(orders.createdAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  if (filters.paymentProvider) where.push(eq(orders.paymentProvider, filters.paymentProvider));
  if (filters.hasPrescription !== undefined)
    where.push(filters.hasPrescription ? hasPrescriptionSql : not(hasPrescriptionSql));
  if (filters.prescriptionCheck === 'unchecked')
    where.push(and(hasPrescriptionSql, isNull(orders.prescriptionCheck)));
  else if (filters.prescriptionCheck) where.push(eq(orders.prescriptionCheck, filters.prescriptionCheck));
  if (filters.labStage === 'waiting')
    where.push(and(eq(orders.status, OrderStatus.NotShipped), sql`${labStageSql} is null`));
  else if (filters.labStage) where.push(sql`${labStageSql} = ${filters.labStage}`);
  if (filters.awaitingPrescription !== undefined)
    where.push(
      filters.awaitingPrescription ? isNotNull(orders.prescriptionDueAt) : isNull(orders.prescriptionDueAt),
    );
  return where.length > 0 ? and(...where) : undefined;
}

const SORT_COLUMNS = {
  created: orders.createdAt,
  total: orders.totalCents,
  status: orders.status,
  number: orders.number,
} as const;

function orderByOf(filters: OrderFilters): SQL[] {
  const by = filters.direction === 'asc' ? asc : desc;
  // the id breaks ties, so a page never repeats or skips an order
  return [by(SORT_COLUMNS[filters.sort]), by(orders.id)];
}

/** The list's columns of each matching order, in the filters' order: one statement. */
export async function matchingOrders(filters: OrderFilters, limit: number, offset = 0) {
  const db = await database();
  return db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      email: orders.email,
      name: recipientNameSql,
      countryCode: sql<string>`"orders"."address" ->> 'countryCode'`,
      status: orders.status,
      totalCents: orders.totalCents,
      refundedCents: orders.refundedCents,
      currency: orders.currency,
      paymentProvider: orders.paymentProvider,
      paymentReference: orders.paymentReference,
      paidAt: orders.paidAt,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      hasPrescription: hasPrescriptionSql,
      prescriptionCheck: orders.prescriptionCheck,
      labStage: labStageSql,
      prescriptionDueAt: orders.prescriptionDueAt,
      // the tables' names: drizzle leaves a select list's columns unqualified (see hasPrescriptionSql)
      lineCount: sql<number>`(select count(*)::int from order_lines as counted where counted.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(conditionOf(filters))
    .orderBy(...orderByOf(filters))
    .limit(limit)
    .offset(offset);
}

/** How many orders match the filters. */
export async function countMatchingOrders(filters: OrderFilters): Promise<number> {
  const db = await database();
  const [row] = await db.select({ total: count() }).from(orders).where(conditionOf(filters));
  return row?.total ?? 0;
}

/** POST /api/admin/orders/list: one page of the orders that match. */
export async function listOperatorOrders(query: OrderFilters & { page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([
    matchingOrders(query, query.pageSize, (query.page - 1) * query.pageSize),
    countMatchingOrders(query),
  ]);
  const list: OrderListItem[] = rows.map((row) => ({
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    name: row.name,
    status: row.status,
    statusName: orderStatusName(row.status),
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    refundLabel: refundLabel(row),
    currency: row.currency as CurrencyCode,
    paymentProvider: row.paymentProvider,
    hasPrescription: Boolean(row.hasPrescription),
    prescriptionCheck: row.prescriptionCheck as PrescriptionCheck | null,
    labStage: isLabStage(row.labStage) ? row.labStage : null,
    prescriptionDueAt: row.prescriptionDueAt?.toISOString() ?? null,
    lineCount: Number(row.lineCount),
  }));
  return pageAnswer(list, total, query);
}
