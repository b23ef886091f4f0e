import { ownerOf, type Owner } from '@/lib/server/domain/accounts';
import type { CallContext } from '@/lib/server/platform/call-context';

/**
 * Whose cart a call reads or changes: the signed-in account's, else the device's
 * (docs/product.md#guest-cart).
 */
export type CartOwner = Owner;

export const NO_CART_DEVICE_MESSAGE =
  'We could not tell which browser this is, so the cart cannot be kept. Please allow this site to store data and reload the page.';

export function cartOwner(context: Pick<CallContext, 'bearerToken' | 'deviceId'>): Promise<CartOwner> {
  return ownerOf(context, NO_CART_DEVICE_MESSAGE);
}
