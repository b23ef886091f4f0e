import { awayFromFreeShipping, shippingOptions } from '@/lib/shop/shipping';
import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { callersSnapshot, discountedMerchandiseOf } from './snapshot-records';

/**
 * POST /api/order/expressFeeList: the shipping methods for a country and the snapshot's
 * merchandise after discounts (docs/product.md#shipping: US standard shipping free from $69).
 */
export async function expressFees(
  input: { snapshotId: string; countryCode?: string | undefined },
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
) {
  const db = await database();
  const { row } = await callersSnapshot(db, input.snapshotId, context);
  const countryCode = input.countryCode ?? row.address?.countryCode ?? 'US';
  const discounted = discountedMerchandiseOf(row.totals);
  return {
    list: shippingOptions(countryCode, discounted),
    countryCode,
    discountedMerchandiseCents: discounted,
    awayFromFreeShippingCents: countryCode === 'US' ? awayFromFreeShipping(discounted) : 0,
  };
}
