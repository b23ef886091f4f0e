import { RefusedError } from '@/lib/contract/errors';
import type { CallContext } from '@/lib/server/platform/call-context';
import { shopperOf } from './shopper';

/**
 * Who owns a guest-capable collection (wishlist, cart, saved faces): the signed-in account, or
 * else the guest's device (the X-Device-Id header). A device id grants access only to the
 * device's own rows (docs/product.md#guest-cart).
 */
export type Owner = { userId: number; deviceId?: undefined } | { deviceId: string; userId?: undefined };

/**
 * The owner of the call. An ended sign-in answers code 3; a guest without a usable device id
 * answers code 0 with `noDeviceMessage` (code 3 would sign out a shopper who never signed in).
 */
export async function ownerOf(
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
  noDeviceMessage: string,
): Promise<Owner> {
  const shopper = await shopperOf(context);
  if (shopper) return { userId: shopper.userId };
  if (!context.deviceId) throw new RefusedError(noDeviceMessage);
  return { deviceId: context.deviceId };
}
