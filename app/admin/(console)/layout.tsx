import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleFrame } from '@/components/admin/console-frame';
import { operatorPageSession } from '@/lib/server/staff';

/**
 * Every signed-in console page: rendered per request for the operator behind the console's
 * cookie (a page only decides what to render; changes go through /api/admin/* with the bearer
 * token). Each page checks its own area with requireOperatorPage.
 */
export default async function SignedInConsoleLayout({ children }: { children: ReactNode }) {
  const operator = await operatorPageSession();
  if (!operator) redirect('/admin/sign-in');
  return <ConsoleFrame operator={operator}>{children}</ConsoleFrame>;
}
