import { StatusBadge } from '../ui/status-badge';

/** An after-sales request's state: waiting, approved (with a refund or an exchange), declined. */
export function RequestStateBadge({ state, outcome }: { state: string; outcome: string | null }) {
  if (state === 'pending') return <StatusBadge tone="waiting">Waiting for an answer</StatusBadge>;
  if (state === 'approved')
    return (
      <StatusBadge tone="good">
        {outcome === 'exchange' ? 'Approved: exchange' : 'Approved: refund'}
      </StatusBadge>
    );
  if (state === 'declined') return <StatusBadge tone="closed">Declined</StatusBadge>;
  return <StatusBadge tone="neutral">{state}</StatusBadge>;
}
