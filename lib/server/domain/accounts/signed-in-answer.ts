import type { UserInfo } from '@/lib/contract/calls/user';
import type { Database } from '@/lib/server/platform/db';
import type { users } from './tables';
import { refuseBlockedAccount } from './blocked-accounts';
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
/**
 * What moves to an account as it signs in: what the browser kept under its device id, and the paid
 * orders of accounts held apart for it. Those modules stand above accounts, so the sign-in flow
 * hands this step in (docs/architecture.md#layers).
 */
export type SignInHandOver = (
  db: Database,
  account: { id: number; emailConfirmed: boolean },
  deviceId: string | undefined,
) => Promise<void>;

export async function signInAnswer(
  db: Database,
  user: typeof users.$inferSelect,
  deviceId: string | undefined,
  handOver: SignInHandOver,
): Promise<{ token: string; userInfo: UserInfo }> {
  refuseBlockedAccount(user);
  await handOver(db, { id: user.id, emailConfirmed: user.emailConfirmedAt !== null }, deviceId);
  const token = await startSession(db, user.id);
  return { token, userInfo: await userInfoOf(db, user) };
}
