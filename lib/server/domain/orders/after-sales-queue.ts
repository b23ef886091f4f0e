import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AfterSalesDetail,
  AfterSalesQueueItem,
  afterSalesListCall,
} from '@/lib/contract/calls/admin/after-sales';
import { NotFoundError } from '@/lib/contract/errors';
import { pageAnswer } from '@/lib/contract/fields';
import type { AfterSalesKind, AfterSalesReason, RefundDestination } from '@/lib/shop/after-sales';
import type { AfterSalesOutcome, AfterSalesState } from '@/lib/shop/after-sales-answers';
import { orderStatusName } from '@/lib/shop/order-status';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, escapeLike, type Database } from '@/lib/server/platform/db';
import { listStaff } from '@/lib/server/domain/staff';
import { readPrivateFile } from '@/lib/server/platform/uploads';
import { afterSalesRequests, orderLines, orders } from './tables';
import type { OrderRow } from './order-moves';

// The operator's view of after-sales requests: the queue, one request with its order, and its
// photos.

type ListInput = z.infer<typeof afterSalesListCall.input>;
type RequestRow = typeof afterSalesRequests.$inferSelect;

/** Members by id, for "answered by": the staff module keeps them; a shop has a handful. */
async function memberNames(): Promise<Map<number, string>> {
  const { list } = await listStaff();
  return new Map(list.map((member) => [member.id, member.name || member.email]));
}

export function queueItemOf(
  request: RequestRow,
  order: OrderRow,
  names: ReadonlyMap<number, string>,
): AfterSalesQueueItem {
  return {
    id: request.id,
    orderNumber: order.number,
    orderStatus: order.status,
    orderStatusName: orderStatusName(order.status),
    email: order.email,
    name: `${order.address.firstName} ${order.address.lastName}`.trim(),
    kind: request.kind as AfterSalesKind,
    reason: request.reason as AfterSalesReason,
    details: request.details,
    refundTo: request.refundTo as RefundDestination,
    photoCount: request.photoKeys.length,
    state: request.state as AfterSalesState,
    outcome: (request.outcome as AfterSalesOutcome | null) ?? null,
    resolution: request.resolution,
    resolvedBy: request.resolvedBy === null ? null : (names.get(request.resolvedBy) ?? 'A former member'),
    createdAt: request.createdAt.toISOString(),
    // a pending request's time is its refund's claim, not an answer (after-sales-refund.ts)
    resolvedAt: request.state === 'pending' ? null : (request.resolvedAt?.toISOString() ?? null),
  };
}

/** The queue item of one request as it is now (the answer calls return it). */
export async function queueItem(db: Database, requestId: number): Promise<AfterSalesQueueItem> {
  const [row] = await db
    .select({ request: afterSalesRequests, order: orders })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .where(eq(afterSalesRequests.id, requestId))
    .limit(1);
  if (!row) throw new NotFoundError('The after-sales request');
  return queueItemOf(row.request, row.order, await memberNames());
}

/** POST /api/admin/afterSales/list: pending requests first, the oldest waiting on top; then the answered ones, newest first. */
export async function listAfterSalesQueue(input: ListInput) {
  const db = await database();
  const where: SQL[] = [];
  if (input.state) where.push(eq(afterSalesRequests.state, input.state));
  if (input.kind) where.push(eq(afterSalesRequests.kind, input.kind));
  if (input.search) {
    const text = escapeLike(input.search);
    const found = or(ilike(orders.number, `%${text}%`), ilike(orders.email, `%${text}%`));
    if (found) where.push(found);
  }
  const condition = where.length ? and(...where) : undefined;
  const pending = sql`${afterSalesRequests.state} = 'pending'`;
  const [rows, [{ total } = { total: 0 }], names] = await Promise.all([
    db
      .select({ request: afterSalesRequests, order: orders })
      .from(afterSalesRequests)
      .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
      .where(condition)
      .orderBy(
        desc(pending),
        asc(sql`case when ${pending} then ${afterSalesRequests.createdAt} end`),
        desc(afterSalesRequests.createdAt),
        desc(afterSalesRequests.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ total: count() })
      .from(afterSalesRequests)
      .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
      .where(condition),
    memberNames(),
  ]);
  return pageAnswer(
    rows.map((row) => queueItemOf(row.request, row.order, names)),
    total,
    input,
  );
}

/** POST /api/admin/afterSales/info: the request, the names of its photos, and its order. */
export async function afterSalesInfo(id: number): Promise<AfterSalesDetail> {
  const db = await database();
  const [row] = await db
    .select({ request: afterSalesRequests, order: orders })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .where(eq(afterSalesRequests.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('The after-sales request');
  const { request, order } = row;
  const lines = await db
    .select({ line: orderLines.line, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.sort));
  return {
    ...queueItemOf(request, order, await memberNames()),
    photos: request.photoKeys.map((_key, index) => `${request.id}-${index}`),
    order: {
      orderNumber: order.number,
      status: order.status,
      statusName: orderStatusName(order.status),
      statusBeforeReview: order.statusBeforeReview,
      totalCents: order.totalCents,
      refundedCents: order.refundedCents,
      refundableCents: Math.max(0, order.totalCents - order.refundedCents),
      paidAt: order.paidAt?.toISOString() ?? null,
      paymentProvider: order.paymentProvider,
      createdAt: order.createdAt.toISOString(),
      lines: lines.map(({ line, quantity }) => ({
        name: line.name,
        colorName: line.colorName,
        quantity,
        totalCents: line.totalCents,
      })),
    },
  };
}

/**
 * POST /api/admin/afterSales/photo: a photo of any request, for the member answering it. The
 * shopper's photo is private, so each view is a line in the audit log.
 */
export async function afterSalesPhotoForStaff(photo: string, actor: AuditActor): Promise<Buffer> {
  const [requestId = 0, index = 0] = photo.split('-').map(Number);
  const db = await database();
  const [row] = await db
    .select({ keys: afterSalesRequests.photoKeys, orderNumber: orders.number })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .where(eq(afterSalesRequests.id, requestId))
    .limit(1);
  const key = row?.keys[index];
  const bytes = key ? await readPrivateFile(key) : null;
  if (!row || !bytes) throw new NotFoundError('This photo');
  await recordAction(db, actor, {
    action: 'after-sales.photo-view',
    objectType: 'after-sales',
    objectId: requestId,
    summary: `Viewed photo ${index + 1} of the request on order ${row.orderNumber}`,
  });
  return bytes;
}
