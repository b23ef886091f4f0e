import { StatusBadge } from '../ui/status-badge';

/** A ticket's state for the support team: waiting for them, answered (the shopper's turn), closed. */
export function TicketStatusBadge({ status }: { status: string }) {
  if (status === 'open') return <StatusBadge tone="waiting">Waiting for us</StatusBadge>;
  if (status === 'answered') return <StatusBadge tone="good">Answered</StatusBadge>;
  if (status === 'closed') return <StatusBadge tone="closed">Closed</StatusBadge>;
  return <StatusBadge tone="neutral">{status}</StatusBadge>;
}
