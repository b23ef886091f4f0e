import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { joinNewsletterAsGuest, setNewsletter } from '@/lib/server/domain/subscriptions';
import { shopperOf } from './shopper';
import { findUser } from './user-info';

/**
 * POST /api/user/subscribe: the newsletter form. A signed-in shopper giving their own e-mail
 * also turns the newsletter on in their mail preferences; any other e-mail joins the list alone.
 */
export async function subscribeToNewsletter(
  input: { email: string },
  context: CallContext,
): Promise<{ subscribed: true }> {
  const db = await database();
  const shopper = await shopperOf(context);
  const user = shopper ? await findUser(db, shopper.userId) : undefined;
  if (user && user.email === input.email) await setNewsletter(db, user.id, user.email, true);
  else await joinNewsletterAsGuest(db, input.email);
  return { subscribed: true };
}
