import { RefusedError, SignInRequiredError } from '@/lib/contract/errors';
import type { CallContext } from '../http/route-handler';

/**
 * Whose wishlist a call reads or changes. For now always a guest's device (spec §7 X-Device-Id);
 * the accounts issue (issue 4) adds `{ userId }` owners and merges a device's items on sign-in.
 */
export interface WishlistOwner {
  deviceId: string;
}

export const NO_DEVICE_MESSAGE =
  'We could not tell which browser this is, so the wishlist cannot be kept. Please allow this site to store data and reload the page.';

export function wishlistOwner(context: Pick<CallContext, 'bearerToken' | 'deviceId'>): WishlistOwner {
  if (context.bearerToken) {
    // Issue 4 (accounts) turns the token into a session and answers the account's wishlist. No
    // session can be valid before then, so a token is a sign-in that has ended: code 3 (spec §8).
    throw new SignInRequiredError();
  }
  // Code 0, not 3: code 3 would sign out a shopper who was never signed in.
  if (!context.deviceId) throw new RefusedError(NO_DEVICE_MESSAGE);
  return { deviceId: context.deviceId };
}
