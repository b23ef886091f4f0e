'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { contactListAddress } from '@/lib/contract/account-addresses';
import type { Ticket } from '@/lib/contract/calls/contact';
import { accountHref } from '@/lib/shop/account-menu';
import { AccountEmptyState } from '../ui/account-empty-state';
import { TicketCard } from './ticket-card';
import { TicketNewForm } from './ticket-new-form';
import { AccountPager } from '../ui/account-pager';
import styles from './ticket-list.module.css';

export const TICKETS_PAGE_SIZE = 10;

type Which = 'open' | 'history';

const loadTickets = ([, status, page]: readonly [string, Which, number]) =>
  callApi(contactListAddress, { status, page, pageSize: TICKETS_PAGE_SIZE }, { tip: false });

/**
 * tickets/my-tickets (`open`: tickets in progress, with reply, close and a new ticket) and
 * tickets/tickets-history (`history`: closed tickets, read-only), from /api/contact/list.
 */
export function TicketList({ status }: { status: Which }) {
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const [filed, setFiled] = useState<string | null>(null);
  const { data, error, mutate } = useSWR(['account-tickets', status, page] as const, loadTickets, {
    keepPreviousData: true,
  });
  const editable = status === 'open';

  // a reply moves the ticket to the top; a closed ticket leaves this list for the history
  const changed = (ticket: Ticket) => {
    setFiled(
      ticket.status === 'closed'
        ? `Ticket ${ticket.ticketNumber} is closed. You find it in your ticket history.`
        : null,
    );
    void mutate();
  };

  const ticketFiled = (ticketNumber: string) => {
    setWriting(false);
    setFiled(`Thanks — your ticket ${ticketNumber} is open. We will answer here and by e-mail.`);
    if (page !== 1) setPage(1);
    else void mutate();
  };

  return (
    <div className={styles.tickets}>
      {editable ? (
        writing ? (
          <TicketNewForm onFiled={ticketFiled} onCancel={() => setWriting(false)} />
        ) : (
          <div className={styles.toolbar}>
            <button
              type="button"
              className="button"
              onClick={() => {
                setFiled(null);
                setWriting(true);
              }}
              data-testid="ticket-new"
            >
              New ticket
            </button>
          </div>
        )
      ) : null}

      <p role="status" className={styles.notice} data-testid="ticket-notice">
        {filed ?? ''}
      </p>

      {error && !data ? (
        <p className={styles.status} role="alert">
          Your tickets could not be loaded. Please reload the page.
        </p>
      ) : !data ? (
        <p className={styles.status} role="status">
          Loading your tickets…
        </p>
      ) : data.total === 0 ? (
        editable ? (
          <AccountEmptyState
            title="No open tickets"
            text="Questions about an order, your prescription or a frame? Open a ticket and we answer here and by e-mail."
            action={{ href: accountHref('tickets/tickets-history'), label: 'See closed tickets' }}
            testId="tickets-empty"
          />
        ) : (
          <AccountEmptyState
            title="No closed tickets yet"
            text="Tickets you close, or that we close once they are solved, are kept here."
            action={{ href: accountHref('tickets/my-tickets'), label: 'See open tickets' }}
            testId="tickets-empty"
          />
        )
      ) : (
        <>
          <ul className={styles.list}>
            {data.list.map((ticket) => (
              <li key={ticket.ticketNumber}>
                <TicketCard ticket={ticket} onChange={editable ? changed : undefined} />
              </li>
            ))}
          </ul>
          <AccountPager label="Ticket pages" page={data.page} pageCount={data.pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}
