import { RefusedError } from '@/lib/contract/errors';
import { OrderStatus } from '@/lib/shop/order-status';
import { requireShopper } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { expireLapsedOrders, ownedOrder } from '@/lib/server/domain/orders';
import type { OrderRow } from '@/lib/server/domain/orders';
import { PaymentProviderError } from '@/lib/server/domain/payments';

export const PAYABLE_MESSAGES = {
  expired:
    'This order expired before it was paid, and its items went back on sale. Please order again from your cart.',
  paid: 'This order is already paid.',
  notUnpaid: 'This order cannot be paid.',
  mismatch:
    'The amount of this payment does not match your order, so the order was not marked paid. Please contact us: we will sort it out.',
} as const;

/** The caller's order after lapsed orders expired: another account's order answers 404. */
export async function callersOrder(
  orderNumber: string,
  context: Pick<CallContext, 'bearerToken'>,
): Promise<OrderRow> {
  const { userId } = await requireShopper(context);
  await expireLapsedOrders(userId);
  const db = await database();
  return ownedOrder(db, userId, orderNumber);
}

/** The caller's order, refused unless it waits for payment. */
export async function unpaidOrder(
  orderNumber: string,
  context: Pick<CallContext, 'bearerToken'>,
): Promise<OrderRow> {
  return refuseUnlessUnpaid(await callersOrder(orderNumber, context));
}

/** Code 0 with the reason unless the order waits for payment. */
export function refuseUnlessUnpaid(order: OrderRow): OrderRow {
  if (order.status === OrderStatus.Expired) throw new RefusedError(PAYABLE_MESSAGES.expired);
  if (order.paidAt) throw new RefusedError(PAYABLE_MESSAGES.paid);
  if (order.status !== OrderStatus.Unpaid) throw new RefusedError(PAYABLE_MESSAGES.notUnpaid);
  return order;
}

/** A provider failure becomes code 0 with its sentence: the order stays unpaid (docs/product.md#errors). */
export async function refusingProviderFailures<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new RefusedError(error.message, { failure: error.failure });
    throw error;
  }
}
