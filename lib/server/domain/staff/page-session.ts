import { cache } from 'react';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { roleMayOpen, type ConsoleArea } from '@/lib/shop/staff-roles';
import { database } from '@/lib/server/platform/db';
import { operatorOfToken, type Operator } from './sessions';

/**
 * The operator behind the console cookie, or null. As for the account pages, a page may read the
 * cookie because it only decides what to render; every change goes through /api/admin/* with the
 * bearer token. Resolved once per request.
 */
export const operatorPageSession = cache(async (): Promise<Operator | null> => {
  const { cookies } = await import('next/headers');
  const token = (await cookies()).get(OPERATOR_COOKIE)?.value;
  if (!token) return null;
  return operatorOfToken(await database(), token);
});

/**
 * A console page: the sign-in page for a visitor without a live operator session, the dashboard
 * for a member whose role does not open this area.
 */
export async function requireOperatorPage(area: ConsoleArea): Promise<Operator> {
  const operator = await operatorPageSession();
  const { redirect } = await import('next/navigation');
  if (!operator) return redirect('/admin/sign-in');
  if (!roleMayOpen(operator.role, area)) return redirect('/admin?denied=1');
  return operator;
}
