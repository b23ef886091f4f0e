import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleFrame } from '@/components/admin/ui/console-frame';
import { roleMayOpen } from '@/lib/shop/staff-roles';
import { actorOf, operatorPageSession } from '@/lib/server/domain/staff';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { ticketCounts } from '@/lib/server/domain/support';

/**
 * Every signed-in console page: rendered per request for the operator behind the console's
 * cookie (a page only decides what to render; changes go through /api/admin/* with the bearer
 * token). Each page checks its own area with requireOperatorPage. The layout stays as the operator
 * moves between pages, so the unread badge is as of the last full load or refresh.
 */
export default async function SignedInConsoleLayout({ children }: { children: ReactNode }) {
  const operator = await operatorPageSession();
  if (!operator) redirect('/admin/sign-in');
  // the navigation's badge: tickets with a shopper's message nobody on the team has read
  const unread = roleMayOpen(operator.role, 'tickets') ? (await ticketCounts(actorOf(operator))).unread : 0;
  // only the owner may set the public URL, so only the owner is told it is missing
  const store = await currentStoreSettings();
  const publicUrlWarning = roleMayOpen(operator.role, 'settings') ? store.publicUrlWarning : null;
  return (
    <ConsoleFrame
      operator={operator}
      unreadTickets={unread}
      publicUrlWarning={publicUrlWarning}
      shopName={store.settings.shopName}
    >
      {children}
    </ConsoleFrame>
  );
}
