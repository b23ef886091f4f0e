import { ownerOf, type Owner } from '@/lib/server/domain/accounts';
import type { CallContext } from '@/lib/server/platform/call-context';

/** Whose wishlist a call reads or changes: the signed-in account's, else the device's. */
export type WishlistOwner = Owner;

export const NO_DEVICE_MESSAGE =
  'We could not tell which browser this is, so the wishlist cannot be kept. Please allow this site to store data and reload the page.';

export function wishlistOwner(
  context: Pick<CallContext, 'bearerToken' | 'deviceId'>,
): Promise<WishlistOwner> {
  return ownerOf(context, NO_DEVICE_MESSAGE);
}
