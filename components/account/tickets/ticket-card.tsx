'use client';

import { useState } from 'react';
import { callApi } from '@/lib/api';
import { contactCloseAddress } from '@/lib/contract/account-addresses';
import type { Ticket } from '@/lib/contract/calls/contact';
import { TICKET_TOPIC_LABELS } from '@/components/content/ticket-topics';
import { formatTicketTime, TICKET_STATUS_LABELS } from './ticket-format';
import { TicketReplyForm } from './ticket-reply-form';
import { TicketThread } from './ticket-thread';
import styles from './ticket-card.module.css';

interface Props {
  ticket: Ticket;
  /** A changed ticket (a reply or closing); absent on the read-only history. */
  onChange?: (ticket: Ticket) => void;
}

/**
 * One support ticket: its number, topic, status and dates, the whole thread, and, while it is
 * open, the reply box and the close button.
 */
export function TicketCard({ ticket, onChange }: Props) {
  const [closing, setClosing] = useState(false);
  const editable = onChange !== undefined && ticket.status !== 'closed';

  const close = async () => {
    if (!onChange) return;
    setClosing(true);
    try {
      onChange(await callApi(contactCloseAddress, { ticketNumber: ticket.ticketNumber }));
    } catch {
      // the API client tipped the shop's message; the ticket stays as it was
    } finally {
      setClosing(false);
    }
  };

  const headingId = `ticket-${ticket.ticketNumber}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="ticket-card">
      <header className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {TICKET_TOPIC_LABELS[ticket.topic]}
        </h2>
        <span className={`${styles.badge} ${styles[ticket.status]}`} data-testid="ticket-status">
          {TICKET_STATUS_LABELS[ticket.status]}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Ticket</dt>
          <dd data-testid="ticket-number">{ticket.ticketNumber}</dd>
        </div>
        {ticket.orderNumber ? (
          <div>
            <dt>Order</dt>
            <dd>{ticket.orderNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>Opened</dt>
          <dd>
            <time dateTime={ticket.createdAt}>{formatTicketTime(ticket.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{ticket.status === 'closed' ? 'Closed' : 'Last activity'}</dt>
          <dd>
            <time dateTime={ticket.updatedAt}>{formatTicketTime(ticket.updatedAt)}</time>
          </dd>
        </div>
      </dl>
      <TicketThread messages={ticket.messages} />
      {editable ? (
        <>
          <TicketReplyForm ticketNumber={ticket.ticketNumber} onReplied={onChange} />
          <div className={styles.closeRow}>
            <p className={styles.closeNote}>
              Problem solved? Close the ticket; it stays in your ticket history.
            </p>
            <button
              type="button"
              className="button button-secondary"
              disabled={closing}
              onClick={() => void close()}
              data-testid="ticket-close"
            >
              {closing ? 'Closing…' : 'Close ticket'}
            </button>
          </div>
        </>
      ) : null}
    </article>
  );
}
