import type { Metadata } from 'next';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import { TicketList } from '@/components/account/tickets/ticket-list';
import styles from '@/components/account/ui/account-page.module.css';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'My tickets', robots: { index: false, follow: false } };

/**
 * centerMain/tickets/my-tickets (docs/product.md#account-area): open tickets with their threads (a
 * client island on /api/contact/*).
 */
export default async function MyTicketsPage() {
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead
        title="My tickets"
        lead="Your questions to our customer care that are still open, with every answer. Reply, or close a ticket once it is solved."
      />
      <TicketList status="open" />
    </div>
  );
}
