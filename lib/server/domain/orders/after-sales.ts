import { and, desc, eq, count } from 'drizzle-orm';
import type { z } from 'zod';
import type { AfterSalesRequest, orderAfterSalesCall } from '@/lib/contract/calls/order';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { canRequestAfterSales, type OrderDates } from '@/lib/shop/after-sales';
import { OrderStatus } from '@/lib/shop/order-status';
import { requireShopper } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db';
import { fanOutStaffEventsSoon, raiseStaffEvent } from '@/lib/server/domain/alerts';
import { afterSalesRequests, orders } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import {
  cleanUploadedImage,
  discardPrivateFile,
  readPrivateFile,
  savePrivateFile,
} from '@/lib/server/platform/uploads';
import { lockOrder, moveOrder } from './order-moves';
import { ownedOrder } from './my-orders';
import { toAfterSalesRequest } from './order-views';

type Input = z.infer<typeof orderAfterSalesCall.input>;
type Context = Pick<CallContext, 'bearerToken'>;

const PHOTO_MAX_SIDE = 4000;

export const AFTER_SALES_MESSAGES = {
  unpaid: 'This order is not paid yet, so there is nothing to return.',
  late: 'Returns and exchanges are open for 30 days after delivery, and this order is older. Please contact us and we will help.',
  open: 'A request for this order is already open. We will answer it soon.',
  notShipped:
    'This order has not shipped yet. A return or exchange can be requested once it has shipped; to change or cancel it before then, please contact us.',
  notNow: 'This order cannot take a return or exchange request now.',
} as const;

/**
 * POST /api/order/afterSales: a return, exchange or repair of a shipped order within 30 days
 * (2 or 4 → 3 Pending Review, docs/product.md#returns-after-shipping). Photos are re-encoded without
 * metadata and kept privately. The order is locked, so two requests at once cannot both open.
 */
export async function requestAfterSales(input: Input, context: Context): Promise<AfterSalesRequest> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const owned = await ownedOrder(db, userId, input.orderNumber);
  refuseUnlessOpen(owned, false);
  const photoKeys: string[] = [];
  try {
    // inside the try: photo 1 saved and photo 2 refused (or the store away) leaves nothing behind
    for (const [index, photo] of (input.photos ?? []).entries()) {
      const jpeg = await cleanUploadedImage(new Uint8Array(await photo.arrayBuffer()), {
        field: `photos.${index}`,
        maxSide: PHOTO_MAX_SIDE,
      });
      photoKeys.push(await savePrivateFile('after-sales', jpeg));
    }
    const row = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, owned.id);
      const [open] = await tx
        .select({ id: afterSalesRequests.id })
        .from(afterSalesRequests)
        .where(and(eq(afterSalesRequests.orderId, order.id), eq(afterSalesRequests.state, 'pending')))
        .limit(1);
      refuseUnlessOpen(order, open !== undefined);
      await moveOrder(tx, order, OrderStatus.PendingReview, 'shopper', `After-sales request: ${input.kind}`, {
        statusBeforeReview: order.status,
      });
      const [request] = await tx
        .insert(afterSalesRequests)
        .values({
          orderId: order.id,
          userId,
          kind: input.kind,
          reason: input.reason,
          details: input.details,
          refundTo: input.kind === 'return' ? input.refundTo : 'original',
          photoKeys,
        })
        .returning();
      if (!request) throw new Error('the after-sales request was not written');
      // docs/operating.md#alerts
      await raiseStaffEvent(tx, {
        kind: 'after-sales',
        key: `after-sales:${request.id}`,
        title: `After-sales request (${input.kind}) for order ${order.number}`,
        path: `/admin/after-sales/${request.id}`,
      });
      return request;
    });
    fanOutStaffEventsSoon();
    return toAfterSalesRequest(row, owned.number);
  } catch (error) {
    await Promise.all(photoKeys.map((key) => discardPrivateFile(key)));
    throw error;
  }
}

function refuseUnlessOpen(order: OrderDates & { status: number }, hasOpen: boolean): void {
  const { status, paidAt } = order;
  if (canRequestAfterSales(status, order, new Date(), hasOpen)) return;
  if (!paidAt) throw new RefusedError(AFTER_SALES_MESSAGES.unpaid);
  if (hasOpen || status === OrderStatus.PendingReview) throw new RefusedError(AFTER_SALES_MESSAGES.open);
  // docs/product.md#returns-after-shipping
  if (status === OrderStatus.NotShipped) throw new RefusedError(AFTER_SALES_MESSAGES.notShipped);
  if (status === OrderStatus.Refunded || status === OrderStatus.Expired)
    throw new RefusedError(AFTER_SALES_MESSAGES.notNow);
  throw new RefusedError(AFTER_SALES_MESSAGES.late);
}

/** POST /api/order/afterSalesList: the caller's requests, newest first. */
export async function listAfterSales(input: { page: number; pageSize: number }, context: Context) {
  const { userId } = await requireShopper(context);
  const db = await database();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ request: afterSalesRequests, number: orders.number })
      .from(afterSalesRequests)
      .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
      .where(eq(afterSalesRequests.userId, userId))
      .orderBy(desc(afterSalesRequests.createdAt), desc(afterSalesRequests.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(afterSalesRequests).where(eq(afterSalesRequests.userId, userId)),
  ]);
  return {
    list: rows.map((row) => toAfterSalesRequest(row.request, row.number)),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(total / input.pageSize),
  };
}

/** POST /api/order/afterSalesPhoto: "<request id>-<index>" of the caller's own request. */
export async function afterSalesPhoto(userId: number, photo: string): Promise<Buffer> {
  const [requestId = 0, index = 0] = photo.split('-').map(Number);
  const db = await database();
  const [row] = await db
    .select({ keys: afterSalesRequests.photoKeys })
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.id, requestId), eq(afterSalesRequests.userId, userId)))
    .limit(1);
  const key = row?.keys[index];
  const bytes = key ? await readPrivateFile(key) : null;
  if (!bytes) throw new NotFoundError('This photo');
  return bytes;
}
