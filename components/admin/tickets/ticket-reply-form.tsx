'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { FormField } from '@/components/content/form-field';
import { ticketReply } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { TICKET_MESSAGE_MAX } from '@/lib/contract/ticket-rules';
import formStyles from '../ui/console-form.module.css';

const FIELDS = ['message'] as const;

/** The answer to a ticket: the shopper sees it in the thread and gets it by mail (a guest only by mail). */
export function TicketReplyForm({ ticketNumber, guest }: { ticketNumber: string; guest: boolean }) {
  const id = useId();
  const router = useRouter();
  const form = useAccountFormState(FIELDS, { message: '' });
  const [sent, setSent] = useState(false);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(false);
    const message = form.values.message.trim();
    void form.submit(message ? {} : { message: 'Write the answer.' }, async () => {
      await callConsole(ticketReply, { ticketNumber, message });
      form.setValues({ message: '' });
      setSent(true);
      router.refresh();
    });
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={send}
      noValidate
      aria-busy={form.sending}
      data-testid="ticket-reply-form"
    >
      <FormField
        id={`${id}-message`}
        label="Your answer"
        hint={
          guest
            ? 'A guest has no account: the answer reaches them by mail.'
            : 'They see it in their tickets and get it by mail.'
        }
        error={form.errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            ref={form.register('message')}
            maxLength={TICKET_MESSAGE_MAX}
            value={form.values.message}
            onChange={(event) => form.change('message', event.target.value)}
            data-testid="ticket-reply-message"
          />
        )}
      </FormField>
      {form.message ? (
        <p className={formStyles.formError} role="alert" data-testid="ticket-reply-error">
          {form.message}
        </p>
      ) : null}
      <p className={sent ? formStyles.done : 'visually-hidden'} role="status" data-testid="ticket-reply-done">
        {sent ? 'Answer sent.' : ''}
      </p>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="ticket-reply-send">
          {form.sending ? 'Sending…' : 'Send the answer'}
        </button>
      </div>
    </form>
  );
}
