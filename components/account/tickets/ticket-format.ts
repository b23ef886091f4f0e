import type { Ticket, TicketStatus } from '@/lib/contract/calls/contact';

/** Where a ticket stands, in the shopper's words. */
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Waiting for our answer',
  answered: 'Answered',
  closed: 'Closed',
};

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Jun 1, 2025, 2:05 PM" in the shopper's own time zone (the tickets load in the browser). */
export function formatTicketTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : WHEN.format(date);
}

/** Who wrote a message of the thread: the shop's care team by the shop's name (docs/operating.md#store-brand), or you. */
export function messageAuthorLabel(author: Ticket['messages'][number]['author'], shopName: string): string {
  return author === 'support' ? `${shopName} customer care` : 'You';
}
