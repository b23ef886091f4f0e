'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { TICKET_TOPIC_LABELS } from '@/components/content/ticket-topics';
import { callApi } from '@/lib/api';
import { useShopState, type ShopState } from '@/lib/client/store';
import { contactSaveAddress } from '@/lib/contract/addresses';
import type { TicketTopic } from '@/lib/contract/ticket-rules';
import { TICKET_MESSAGE_LIMIT, ticketFailure } from './ticket-messages';
import styles from './ticket-card.module.css';

const FIELDS = ['name', 'topic', 'orderNumber', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

const TOPICS = Object.keys(TICKET_TOPIC_LABELS) as TicketTopic[];
const selectUserInfo = (state: ShopState) => state.userInfo;

interface Props {
  onFiled: (ticketNumber: string) => void;
  onCancel: () => void;
}

/**
 * "New ticket" on the tickets page: the contact form without the e-mail (a signed-in shopper's
 * ticket is answered at the account's address), the name filled in from the account.
 */
export function TicketNewForm({ onFiled, onCancel }: Props) {
  const id = useId();
  const userInfo = useShopState(selectUserInfo);
  const [draft, setDraft] = useState<Draft>(() => ({
    name: [userInfo?.firstName, userInfo?.lastName].filter(Boolean).join(' '),
    topic: '',
    orderNumber: '',
    message: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const controls = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const [focus, setFocus] = useState<{ field: Field } | null>(null);

  // focus the first field with a message once it is on screen, so it is read with its error
  useEffect(() => {
    if (focus) controls.current[focus.field]?.focus();
  }, [focus]);

  const change = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const register = (field: Field) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!draft.topic) {
      setErrors({ topic: 'Choose what your message is about.' });
      setFocus({ field: 'topic' });
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const { ticketNumber } = await callApi(
        contactSaveAddress,
        {
          name: draft.name,
          topic: draft.topic as TicketTopic,
          orderNumber: draft.orderNumber,
          message: draft.message,
        },
        { tip: false },
      );
      onFiled(ticketNumber);
    } catch (error) {
      const failed = ticketFailure(error);
      if ('fields' in failed) {
        const marked = Object.fromEntries(
          FIELDS.filter((f) => failed.fields[f]).map((f) => [f, failed.fields[f]]),
        );
        const first = FIELDS.find((f) => marked[f]);
        if (first) {
          setErrors(marked);
          setFocus({ field: first });
        } else {
          setFailure(Object.values(failed.fields)[0] ?? 'Please check the form.');
        }
      } else {
        setFailure(failed.message);
      }
    } finally {
      setSending(false);
    }
  };

  const fieldId = (field: Field) => `${id}-${field}`;
  return (
    <form
      className={styles.newTicket}
      onSubmit={send}
      noValidate
      aria-busy={sending}
      aria-labelledby={`${id}-title`}
      data-testid="ticket-new-form"
    >
      <h2 id={`${id}-title`} className={styles.title}>
        New ticket
      </h2>
      <p className={styles.closeNote}>
        We answer here and by e-mail at your account’s address, usually within a day.
      </p>
      <FormField id={fieldId('name')} label="Your name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={register('name')}
            type="text"
            name="name"
            autoComplete="name"
            maxLength={80}
            value={draft.name}
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={fieldId('topic')} label="What is it about?" error={errors.topic}>
        {(control) => (
          <select
            {...control}
            ref={register('topic')}
            name="topic"
            value={draft.topic}
            onChange={(event) => change('topic', event.target.value)}
            data-testid="ticket-topic"
          >
            <option value="">Choose a topic</option>
            {TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {TICKET_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={fieldId('orderNumber')}
        label="Order number"
        labelNote="(optional)"
        hint="If your message is about an order."
        error={errors.orderNumber}
      >
        {(control) => (
          <input
            {...control}
            ref={register('orderNumber')}
            type="text"
            name="orderNumber"
            autoComplete="off"
            spellCheck={false}
            value={draft.orderNumber}
            onChange={(event) => change('orderNumber', event.target.value)}
          />
        )}
      </FormField>
      <FormField id={fieldId('message')} label="Your message" error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            ref={register('message')}
            name="message"
            rows={5}
            maxLength={TICKET_MESSAGE_LIMIT}
            value={draft.message}
            onChange={(event) => change('message', event.target.value)}
            data-testid="ticket-message"
          />
        )}
      </FormField>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending} data-testid="ticket-send">
          {sending ? 'Sending…' : 'Send ticket'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
