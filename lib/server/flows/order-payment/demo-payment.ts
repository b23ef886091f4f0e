import type { PaymentResult } from '@/lib/contract/calls/payment';
import { RefusedError } from '@/lib/contract/errors';
import type { CallContext } from '@/lib/server/platform/call-context';
import { DEMO_REFUSED, demoPaymentsAllowed } from '@/lib/server/domain/payments';
import { unpaidOrder } from './payable-order';
import { settleOrder } from './settle';

/** POST /api/payment/demo: pays the order's total through the same mark-paid step as real providers. */
export async function payWithDemo(
  input: { orderNumber: string },
  context: Pick<CallContext, 'bearerToken'>,
): Promise<PaymentResult> {
  if (!demoPaymentsAllowed()) throw new RefusedError(DEMO_REFUSED);
  const order = await unpaidOrder(input.orderNumber, context);
  return settleOrder(order, {
    provider: 'demo',
    reference: `demo-${order.number}`,
    amountCents: order.totalCents,
    currency: 'USD',
  });
}
