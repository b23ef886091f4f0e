import { cache } from 'react';
import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { database } from '@/lib/server/platform/db';
import { sessionOfToken, type Session } from './sessions';

/**
 * The live session behind the login cookie, or null. The API never trusts the cookie
 * (docs/architecture.md#api-envelope: bearer header only); a page may, because it only decides
 * whether to render the account area and every change still goes through the API with the bearer
 * token. Resolved once per request.
 */
export const accountPageSession = cache(async (): Promise<Session | null> => {
  // next/headers and next/navigation are loaded when a page asks, not with the module: the seed
  // reaches this module through the accounts front door when the database opens, and a module-level
  // import would bind Next's request APIs before a test of this file can stand in for them.
  const { cookies } = await import('next/headers');
  const token = (await cookies()).get(TOKEN_COOKIE)?.value;
  if (!token) return null;
  return sessionOfToken(await database(), token);
});

/**
 * docs/product.md#sign-in-rule: the account pages need sign-in. The proxy already sends a visitor
 * without a login cookie home; this also sends home one whose cookie holds an expired or revoked
 * token.
 */
export async function requireAccountPage(): Promise<Session> {
  const session = await accountPageSession();
  if (session) return session;
  const { redirect } = await import('next/navigation');
  return redirect('/');
}
