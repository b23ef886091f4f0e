import type { SignInHandOver } from '@/lib/server/accounts';
import { mergeDeviceCart } from '@/lib/server/cart';
import { moveDeviceFaces } from '@/lib/server/faces';
import { adoptPaidOrders } from '@/lib/server/orders';
import { heldAccountIds } from '@/lib/server/accounts';
import { moveDeviceWishlist } from '@/lib/server/wishlist';

/**
 * As a visitor signs in, what the browser kept under its device id (wishlist, cart, saved faces)
 * moves to the account, and so do the paid orders of checkouts held apart for its e-mail, once
 * the account has proved its mailbox (docs/product.md#saved-cart-merge).
 */
export const handOverAtSignIn: SignInHandOver = async (db, account, deviceId) => {
  if (deviceId) {
    await moveDeviceWishlist(db, deviceId, account.id);
    await mergeDeviceCart(db, deviceId, account.id);
    await moveDeviceFaces(db, deviceId, account.id);
  }
  if (account.emailConfirmed) await adoptPaidOrders(db, await heldAccountIds(db, account.id), account.id);
};
