import type { Metadata } from 'next';
import { AccountPageHead } from '@/components/account/ui/account-page-head';
import { TicketList } from '@/components/account/tickets/ticket-list';
import styles from '@/components/account/ui/account-page.module.css';
import { requireAccountPage } from '@/lib/server/domain/accounts';

export const metadata: Metadata = { title: 'Ticket history', robots: { index: false, follow: false } };

/**
 * centerMain/tickets/tickets-history (docs/product.md#account-area): closed tickets, read-only
 * (/api/contact/list, history).
 */
export default async function TicketsHistoryPage() {
  await requireAccountPage();
  return (
    <div className={styles.page}>
      <AccountPageHead
        title="Ticket history"
        lead="Tickets that are closed, with the whole conversation. Need more help? Open a new ticket and mention the number."
      />
      <TicketList status="history" />
    </div>
  );
}
