'use client';

import { useId, useState, type FormEvent } from 'react';
import { callApi } from '@/lib/api';
import { contactReplyAddress } from '@/lib/contract/account-addresses';
import type { Ticket } from '@/lib/contract/calls/contact';
import { TICKET_MESSAGE_LIMIT, ticketFailure } from './ticket-messages';
import styles from './ticket-card.module.css';

interface Props {
  ticketNumber: string;
  /** The ticket as the server answers it after the reply (thread and status). */
  onReplied: (ticket: Ticket) => void;
}

/** The reply box under an open ticket's thread (/api/contact/reply). The text stays after a failure. */
export function TicketReplyForm({ ticketNumber, onReplied }: Props) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (message.trim().length === 0) {
      setError('Write your message first.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const ticket = await callApi(contactReplyAddress, { ticketNumber, message }, { tip: false });
      setMessage('');
      onReplied(ticket);
    } catch (failed) {
      const failure = ticketFailure(failed);
      setError(
        'fields' in failure
          ? (failure.fields.message ?? Object.values(failure.fields)[0] ?? '')
          : failure.message,
      );
    } finally {
      setSending(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className={styles.reply} onSubmit={send} noValidate aria-busy={sending}>
      <label htmlFor={`${id}-message`} className={styles.label}>
        Reply to this ticket
      </label>
      <textarea
        id={`${id}-message`}
        name="message"
        rows={4}
        maxLength={TICKET_MESSAGE_LIMIT}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (error) setError(null);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={styles.textarea}
        data-testid="ticket-reply"
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending} data-testid="ticket-reply-send">
          {sending ? 'Sending…' : 'Send reply'}
        </button>
      </div>
    </form>
  );
}
