import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TICKET_TOPIC_LABELS } from '@/components/content/ticket-topics';
import { formatDateTime } from '@/components/admin/ui/console-format';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { TicketControls } from '@/components/admin/tickets/ticket-controls';
import { TicketReplyForm } from '@/components/admin/tickets/ticket-reply-form';
import { TicketStatusBadge } from '@/components/admin/tickets/ticket-status-badge';
import styles from '@/components/admin/tickets/tickets.module.css';
import { NotFoundError } from '@/lib/contract/errors';
import { TICKET_NUMBER_FORMAT } from '@/lib/contract/calls/contact';
import { staffTicketInfo, ticketAssignees } from '@/lib/server/domain/support';
import { requireOperatorPage } from '@/lib/server/domain/staff';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';

type Params = Promise<{ number: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Ticket ${decodeURIComponent((await params).number).toUpperCase()}` };
}

/** The ticket with its thread; opening it marks the shopper's messages read for the team. */
async function ticketOf(raw: string) {
  const number = decodeURIComponent(raw).trim().toUpperCase();
  if (!TICKET_NUMBER_FORMAT.test(number)) notFound();
  try {
    return await staffTicketInfo(number);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/** /admin/tickets/T-…: the thread, the answer, who looks after it, close or reopen. */
export default async function TicketPage({ params }: { params: Params }) {
  await requireOperatorPage('tickets');
  const [ticket, members, store] = await Promise.all([
    ticketOf((await params).number),
    ticketAssignees(),
    currentStoreSettings(),
  ]);
  const guest = ticket.customerId === null;
  return (
    <>
      <p className={page.small}>
        <Link href="/admin/tickets">← Tickets</Link>
      </p>
      <ConsolePageHead
        title={`Ticket ${ticket.ticketNumber}`}
        lead={`${TICKET_TOPIC_LABELS[ticket.topic]}, from ${ticket.name || ticket.email}${guest ? ' (guest)' : ''}`}
      />
      <div className={page.columns}>
        <div>
          <section aria-labelledby="ticket-thread">
            <h2 id="ticket-thread" className="visually-hidden">
              Messages
            </h2>
            <ol className={styles.thread} data-testid="ticket-thread">
              {ticket.messages.map((message, index) => (
                <li
                  key={`${message.createdAt}-${index}`}
                  className={
                    message.author === 'support' ? `${styles.message} ${styles.fromSupport}` : styles.message
                  }
                >
                  <p className={styles.messageHead}>
                    <strong>
                      {message.author === 'support'
                        ? `${message.member?.name ?? 'Support'} (${store.settings.shopName})`
                        : ticket.name || ticket.email}
                    </strong>
                    <span className={styles.muted}>{formatDateTime(message.createdAt)}</span>
                  </p>
                  <p className={styles.messageBody}>{message.body}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className={page.card} aria-labelledby="ticket-answer">
            <h2 id="ticket-answer" className={page.cardTitle}>
              Answer
            </h2>
            {ticket.status === 'closed' ? (
              <p className={page.muted}>The ticket is closed. Reopen it to answer.</p>
            ) : (
              <TicketReplyForm ticketNumber={ticket.ticketNumber} guest={guest} />
            )}
          </section>
        </div>
        <section className={page.card} aria-labelledby="ticket-about">
          <h2 id="ticket-about" className={page.cardTitle}>
            About the ticket
          </h2>
          <dl className={page.facts}>
            <dt>Status</dt>
            <dd data-testid="ticket-status">
              <TicketStatusBadge status={ticket.status} />
            </dd>
            <dt>From</dt>
            <dd>
              {ticket.name || '—'}
              <br />
              {ticket.email}
            </dd>
            <dt>Account</dt>
            <dd>
              {ticket.customerId === null ? (
                'Guest (contact page)'
              ) : (
                <Link href={`/admin/customers/${ticket.customerId}`}>Open the customer</Link>
              )}
            </dd>
            <dt>Order</dt>
            <dd>
              {ticket.orderNumber ? (
                <Link href={`/admin/orders/${ticket.orderNumber}`}>{ticket.orderNumber}</Link>
              ) : (
                '—'
              )}
            </dd>
            <dt>Opened</dt>
            <dd>
              {formatDateTime(ticket.createdAt)}
              {ticket.openedBy === 'shop' ? ' by the shop' : ''}
            </dd>
          </dl>
          <TicketControls
            ticketNumber={ticket.ticketNumber}
            closed={ticket.status === 'closed'}
            assignedTo={ticket.assignedTo?.id ?? null}
            members={members.list}
          />
        </section>
      </div>
    </>
  );
}
