'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { InboxTicket } from '@/lib/contract/calls/admin/tickets';
import { TICKET_TOPIC_LABELS } from '@/components/content/ticket-topics';
import { formatDateTime } from '../ui/console-format';
import { DataTable } from '../ui/data-table';
import { RowSelectionScope, selectionColumn, useRowSelection } from '../ui/row-selection';
import { StatusBadge } from '../ui/status-badge';
import { TicketSelection, type Assignee } from './ticket-selection';
import { TicketStatusBadge } from './ticket-status-badge';
import styles from './tickets.module.css';

const column = createColumnHelper<InboxTicket>();

const columns = [
  selectionColumn<InboxTicket>({
    idOf: (ticket) => ticket.ticketNumber,
    allLabel: 'Select every ticket on this page',
    rowLabel: (ticket) => `Select ticket ${ticket.ticketNumber}`,
    testIds: { all: 'tickets-select-all', row: 'ticket-select' },
  }),
  column.accessor('ticketNumber', {
    header: 'Ticket',
    cell: (info) => (
      <span className={info.row.original.unread ? styles.unread : undefined}>
        <Link href={`/admin/tickets/${info.getValue()}`} className={styles.ticketLink}>
          {info.getValue()}
        </Link>
        {info.row.original.unread ? (
          <>
            {' '}
            <StatusBadge tone="attention">Unread</StatusBadge>
          </>
        ) : null}
        <br />
        <span className={styles.preview}>{info.row.original.preview}</span>
      </span>
    ),
  }),
  column.accessor('email', {
    header: 'From',
    cell: (info) => (
      <>
        {info.row.original.name || '—'}
        <br />
        <span className={styles.muted}>
          {info.getValue()}
          {info.row.original.customerId === null ? ' · guest' : ''}
        </span>
      </>
    ),
  }),
  column.accessor('topic', {
    header: 'Topic',
    cell: (info) => (
      <>
        {TICKET_TOPIC_LABELS[info.getValue()]}
        {info.row.original.orderNumber ? (
          <>
            <br />
            <span className={styles.muted}>Order {info.row.original.orderNumber}</span>
          </>
        ) : null}
        {info.row.original.openedBy === 'shop' ? (
          <>
            <br />
            <span className={styles.muted}>Asked by the shop</span>
          </>
        ) : null}
      </>
    ),
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <TicketStatusBadge status={info.getValue()} />,
  }),
  column.accessor('assignedTo', { header: 'Assigned to', cell: (info) => info.getValue()?.name ?? 'Nobody' }),
  column.accessor('lastMessageAt', {
    header: 'Last message',
    cell: (info) => (
      <>
        {formatDateTime(info.getValue())}
        <br />
        <span className={styles.muted}>
          {info.row.original.messageCount} message{info.row.original.messageCount === 1 ? '' : 's'}
        </span>
      </>
    ),
  }),
];

/**
 * One page of the support inbox, newest activity first; unread tickets stand out. The ticked ones
 * are closed or assigned together (docs/operating.md#bulk-catalog).
 */
export function TicketsTable({
  tickets,
  filtered,
  assignees,
}: {
  tickets: InboxTicket[];
  filtered: boolean;
  assignees: readonly Assignee[];
}) {
  const selection = useRowSelection(tickets.map((ticket) => ticket.ticketNumber));
  return (
    <RowSelectionScope selection={selection}>
      <TicketSelection numbers={selection.chosen} assignees={assignees} onDone={selection.clear} />
      <DataTable
        caption="Support tickets"
        columns={columns}
        rows={tickets}
        rowId={(ticket) => ticket.ticketNumber}
        empty={filtered ? 'No tickets match these filters.' : 'No support tickets yet.'}
        testId="tickets-table"
      />
    </RowSelectionScope>
  );
}
