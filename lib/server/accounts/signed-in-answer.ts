import type { UserInfo } from '@/lib/contract/calls/user';
import type { Database } from '@/lib/server/db';
import type { users } from './tables';
import { mergeDeviceCart } from '@/lib/server/cart';
import { moveDeviceFaces } from '@/lib/server/faces';
import { moveDeviceWishlist } from '@/lib/server/wishlist';
import { refuseBlockedAccount } from './blocked-accounts';
import { adoptHeldOrders } from './held-accounts';
import { startSession } from './sessions';
import { userInfoOf } from './user-info';

/**
 * Every way of signing in ends here: a new session, the device's guest wishlist and saved try-on
 * faces moved to the account and its guest cart merged into the account's
 * (docs/product.md#accounts), and the answer the browser keeps. A blocked account is refused here,
 * after its password or code matched, so the refusal tells a guesser nothing. An account whose
 * owner proved the mailbox takes the paid orders of the checkouts held apart from it
 * (docs/security.md#account-enumeration).
 */
export async function signInAnswer(
  db: Database,
  user: typeof users.$inferSelect,
  deviceId: string | undefined,
): Promise<{ token: string; userInfo: UserInfo }> {
  refuseBlockedAccount(user);
  if (deviceId) {
    await moveDeviceWishlist(db, deviceId, user.id);
    await mergeDeviceCart(db, deviceId, user.id);
    await moveDeviceFaces(db, deviceId, user.id);
  }
  if (user.emailConfirmedAt) await adoptHeldOrders(db, user.id);
  const token = await startSession(db, user.id);
  return { token, userInfo: await userInfoOf(db, user) };
}
