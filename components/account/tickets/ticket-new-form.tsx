'use client';

import type { ContactFailure } from '@/components/content/contact-failure';
import { firstInvalidField, type ContactFieldErrors } from '@/components/content/contact-draft';
import { TicketForm } from '@/components/content/ticket-form';
import { useShopState, type ShopState } from '@/lib/client/store';
import { ticketFailure } from './ticket-messages';
import styles from './ticket-card.module.css';

const FIELDS = ['name', 'topic', 'orderNumber', 'message'] as const;

const selectUserInfo = (state: ShopState) => state.userInfo;

/** The server's field messages on this form's fields; a message about any other field is shown alone. */
function newTicketFailure(error: unknown): ContactFailure {
  const failed = ticketFailure(error);
  if (!('fields' in failed)) return failed;
  const marked: ContactFieldErrors = Object.fromEntries(
    FIELDS.filter((f) => failed.fields[f]).map((f) => [f, failed.fields[f]]),
  );
  if (firstInvalidField(marked)) return { fields: marked };
  return { message: Object.values(failed.fields)[0] ?? 'Please check the form.' };
}

interface Props {
  onFiled: (ticketNumber: string) => void;
  onCancel: () => void;
}

/**
 * "New ticket" on the tickets page: the contact form without the e-mail (a signed-in shopper's
 * ticket is answered at the account's address), the name filled in from the account.
 */
export function TicketNewForm({ onFiled, onCancel }: Props) {
  const userInfo = useShopState(selectUserInfo);
  return (
    <TicketForm
      email="none"
      initialName={[userInfo?.firstName, userInfo?.lastName].filter(Boolean).join(' ')}
      check={(draft) => (draft.topic ? {} : { topic: 'Choose what your message is about.' })}
      failureOf={newTicketFailure}
      heading="New ticket"
      intro="We answer here and by e-mail at your account’s address, usually within a day."
      orderNumberHint="If your message is about an order."
      messageRows={5}
      submitLabel="Send ticket"
      testIds={{
        form: 'ticket-new-form',
        submit: 'ticket-send',
        topic: 'ticket-topic',
        message: 'ticket-message',
      }}
      classes={{
        form: styles.newTicket,
        title: styles.title,
        intro: styles.closeNote,
        failure: styles.error,
        actions: styles.actions,
      }}
      onSent={onFiled}
      actions={
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      }
    />
  );
}
