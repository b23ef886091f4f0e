import { randomBytes } from 'node:crypto';
import { startSession } from '@/lib/server/domain/accounts/sessions';
import { database } from '@/lib/server/platform/db/database';
import { users } from '@/lib/server/platform/db/schema';

/**
 * A signed-in shopper made straight in the test's database (no password, no mail): for API
 * tests of the account area that need one or two owners. The account flows themselves are
 * tested through /api/user/* in user-accounts.test.ts.
 */
export interface TestShopper {
  userId: number;
  email: string;
  token: string;
  /** The Authorization header every signed-in call sends. */
  headers: Record<string, string>;
}

export async function createShopper(name = 'shopper'): Promise<TestShopper> {
  const db = await database();
  const email = `${name}-${randomBytes(4).toString('hex')}@example.com`;
  const [user] = await db
    .insert(users)
    // a shopper who opened the confirm link: the mailbox is theirs (docs/security.md#account-enumeration)
    .values({ email, firstName: 'Test', lastName: 'Shopper', emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const token = await startSession(db, user.id);
  return { userId: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
