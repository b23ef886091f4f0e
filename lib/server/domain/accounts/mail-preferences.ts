import type { z } from 'zod';
import type { MailTopicChoice, subscriptionSaveCall } from '@/lib/contract/calls/subscription';
import { NotFoundError } from '@/lib/contract/errors';
import type { CallContext } from '@/lib/server/platform/call-context';
import type { Database } from '@/lib/server/platform/db';
import * as subscriptions from '@/lib/server/domain/subscriptions';
import type { MailAccount } from '@/lib/server/domain/subscriptions';
import { requireShopper } from './shopper';
import { findUser, ownsMailbox } from './user-info';

// The signed-in shopper's mail choices: the account is found here, the choices are kept by the
// subscriptions module below.

/** POST /api/subscription/list. */
export async function listMailPreferences(context: CallContext): Promise<{ list: MailTopicChoice[] }> {
  const { userId } = await requireShopper(context);
  return subscriptions.listMailPreferences((db) => mailAccountOf(db, userId));
}

/** POST /api/subscription/save. */
export async function saveMailPreferences(
  input: z.infer<typeof subscriptionSaveCall.input>,
  context: CallContext,
): Promise<{ list: MailTopicChoice[] }> {
  const { userId } = await requireShopper(context);
  return subscriptions.saveMailPreferences(input, (db) => mailAccountOf(db, userId));
}

async function mailAccountOf(db: Database, userId: number): Promise<MailAccount> {
  const user = await findUser(db, userId);
  // a live session whose account is gone: nothing of the caller's to show
  if (!user) throw new NotFoundError('Your account');
  return { id: user.id, email: user.email, ownsMailbox: ownsMailbox(user) };
}
