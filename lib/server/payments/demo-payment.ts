import type { PaymentResult } from '@/lib/contract/calls/payment';
import { RefusedError } from '@/lib/contract/errors';
import { serverConfig } from '../config';
import type { CallContext } from '@/lib/server/call-context';
import { unpaidOrder } from './payable-order';
import { settleOrder } from './settle';

export const DEMO_REFUSED = 'The demo payment provider is not available in this shop.';

/**
 * docs/operating.md#payments-setup: the demo provider works outside production, or in production
 * with PAYMENTS_DEMO=1.
 */
export function demoPaymentsAllowed(): boolean {
  const config = serverConfig();
  return config.NODE_ENV !== 'production' || config.PAYMENTS_DEMO;
}

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
