import type { SignInHandOver } from '@/lib/server/domain/accounts';
import { mergeDeviceCart } from '@/lib/server/domain/cart';
import { moveDeviceFaces } from '@/lib/server/domain/faces';
import { adoptPaidOrders } from '@/lib/server/domain/orders';
import { heldAccountIds } from '@/lib/server/domain/accounts';
import { moveDeviceWishlist } from '@/lib/server/domain/wishlist';

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
