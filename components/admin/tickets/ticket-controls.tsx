'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { isApiError } from '@/lib/api';
import { ticketAssign, ticketClose, ticketReopen } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import formStyles from '../ui/console-form.module.css';
import styles from './tickets.module.css';

interface Props {
  ticketNumber: string;
  closed: boolean;
  assignedTo: number | null;
  members: { id: number; name: string; email: string }[];
}

/** Who looks after the ticket, and closing or reopening it. */
export function TicketControls({ ticketNumber, closed, assignedTo, members }: Props) {
  const id = useId();
  const router = useRouter();
  const [assignee, setAssignee] = useState(assignedTo === null ? '' : String(assignedTo));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  const run = async (action: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ kind: 'done', text: await action() });
      router.refresh();
    } catch (error) {
      setMessage({
        kind: 'error',
        text: isApiError(error) ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  const assign = () =>
    run(async () => {
      const ticket = await callConsole(ticketAssign, {
        ticketNumber,
        staffId: assignee ? Number(assignee) : null,
      });
      return ticket.assignedTo ? `Assigned to ${ticket.assignedTo.name}.` : 'Assigned to nobody.';
    });

  const switchClosed = () =>
    run(async () => {
      await callConsole(closed ? ticketReopen : ticketClose, { ticketNumber });
      return closed ? 'Reopened: the ticket waits for an answer again.' : 'Closed.';
    });

  return (
    <div className={formStyles.form}>
      <div className={styles.inline}>
        <div className={formStyles.fieldset}>
          <label htmlFor={`${id}-assignee`}>Assigned to</label>
          <select
            id={`${id}-assignee`}
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
            data-testid="ticket-assignee"
          >
            <option value="">Nobody</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name || member.email}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void assign()}
          disabled={busy || assignee === (assignedTo === null ? '' : String(assignedTo))}
          data-testid="ticket-assign"
        >
          Assign
        </button>
      </div>
      <div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void switchClosed()}
          disabled={busy}
          data-testid={closed ? 'ticket-reopen' : 'ticket-close'}
        >
          {closed ? 'Reopen the ticket' : 'Close the ticket'}
        </button>
      </div>
      <p
        className={
          message?.kind === 'error' ? formStyles.formError : message ? formStyles.done : 'visually-hidden'
        }
        role="status"
        data-testid="ticket-controls-message"
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
