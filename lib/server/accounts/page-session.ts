import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { database } from '@/lib/server/db';
import { sessionOfToken, type Session } from './sessions';

/**
 * The live session behind the login cookie, or null. The API never trusts the cookie (DESIGN §3:
 * bearer header only); a page may, because it only decides whether to render the account area
 * and every change still goes through the API with the bearer token. Resolved once per request.
 */
export const accountPageSession = cache(async (): Promise<Session | null> => {
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  if (!token) return null;
  return sessionOfToken(await database(), token);
});

/**
 * spec §2, §6: the account pages need sign-in. The proxy already sends a visitor without a login
 * cookie home; this also sends home one whose cookie holds an expired or revoked token.
 */
export async function requireAccountPage(): Promise<Session> {
  const session = await accountPageSession();
  if (!session) redirect('/');
  return session;
}
