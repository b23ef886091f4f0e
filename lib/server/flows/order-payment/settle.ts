import { RefusedError } from '@/lib/contract/errors';
import type { PaymentResult } from '@/lib/contract/calls/payment';
import { markOrderPaid, type OrderRow } from '@/lib/server/domain/orders';
import type { VerifiedPayment } from '@/lib/server/domain/payments';
import { PAYABLE_MESSAGES } from './payable-order';

/** Marks the order paid and answers the call: a mismatch or a lapsed order is code 0. */
export async function settleOrder(order: OrderRow, payment: VerifiedPayment): Promise<PaymentResult> {
  const result = await markOrderPaid(order.id, payment);
  if (result.outcome === 'mismatch') throw new RefusedError(PAYABLE_MESSAGES.mismatch);
  if (result.outcome === 'not-payable') throw new RefusedError(PAYABLE_MESSAGES.expired);
  return paymentResultOf(result.order);
}

export function paymentResultOf(order: OrderRow): PaymentResult {
  return { orderNumber: order.number, status: order.status, paid: order.paidAt !== null };
}
