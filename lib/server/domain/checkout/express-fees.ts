import { awayFromFreeShipping, shippingOptions } from '@/lib/shop/shipping';
import { shippingMethodsFor } from '@/lib/server/domain/shipping';
import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { callersSnapshot, discountedMerchandiseOf } from './snapshot-records';

/**
 * POST /api/order/expressFeeList: the shipping methods for a country and the snapshot's
 * merchandise after discounts, from the shop's shipping table (docs/operating.md#shipping).
 */
export async function expressFees(
  input: { snapshotId: string; countryCode?: string | undefined },
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
) {
  const db = await database();
  const { row } = await callersSnapshot(db, input.snapshotId, context);
  const countryCode = input.countryCode ?? row.address?.countryCode ?? 'US';
  const discounted = discountedMerchandiseOf(row.totals);
  // the snapshot's own province counts where its country is the one asked about
  const province = countryCode === row.address?.countryCode ? row.address.province : null;
  const methods = await shippingMethodsFor({ countryCode, province });
  return {
    list: shippingOptions(methods, discounted),
    countryCode,
    discountedMerchandiseCents: discounted,
    awayFromFreeShippingCents: awayFromFreeShipping(methods, discounted),
  };
}
