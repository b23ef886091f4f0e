'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callApi } from '@/lib/api';
import { selectSignedIn, useShopState } from '@/lib/client/store';
import { contactSaveAddress } from '@/lib/contract/addresses';
import { TICKET_MESSAGE_MAX, TICKET_TOPICS } from '@/lib/contract/ticket-rules';
import { groupedWhole } from '@/lib/shop/plain-format';
import {
  contactDraftProblems,
  contactInput,
  EMPTY_CONTACT_DRAFT,
  firstInvalidField,
  type ContactDraft,
  type ContactField,
  type ContactFieldErrors,
} from './contact-draft';
import { contactFailure } from './contact-failure';
import { FormField } from './form-field';
import { TICKET_TOPIC_LABELS } from './ticket-topics';
import { useHydrated } from './use-hydrated';
import styles from './contact-form.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; ticketNumber: string }
  | { kind: 'failed'; message: string };

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NAME_MAX = 80;

/**
 * The contact form (/api/contact/save): files a support ticket and shows its number. On a
 * failure the shopper's text stays in the form; the fields the server names are marked and the
 * first of them gets focus.
 */
export function ContactForm() {
  const id = useId();
  const signedIn = useShopState(selectSignedIn);
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT_DRAFT);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [focusRequest, setFocusRequest] = useState<{ field: ContactField } | null>(null);
  const controls = useRef<Partial<Record<ContactField, FieldElement | null>>>({});

  // Focus moves after the render that shows the messages, so the field is read with its error.
  useEffect(() => {
    if (focusRequest) controls.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const register = (field: ContactField) => (element: FieldElement | null) => {
    controls.current[field] = element;
  };

  const change = (field: ContactField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const showFieldErrors = (fieldErrors: ContactFieldErrors) => {
    setErrors(fieldErrors);
    const first = firstInvalidField(fieldErrors);
    if (first) setFocusRequest({ field: first });
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const problems = contactDraftProblems(draft, signedIn);
    if (firstInvalidField(problems)) {
      setOutcome({ kind: 'idle' });
      showFieldErrors(problems);
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    try {
      // tip: false, because this form shows every refusal itself; a snackbar would say it twice
      const { ticketNumber } = await callApi(contactSaveAddress, contactInput(draft), { tip: false });
      setDraft(EMPTY_CONTACT_DRAFT);
      setOutcome({ kind: 'sent', ticketNumber });
    } catch (error) {
      const failure = contactFailure(error);
      if ('fields' in failure) {
        setOutcome({ kind: 'idle' });
        showFieldErrors(failure.fields);
      } else {
        setOutcome({ kind: 'failed', message: failure.message });
      }
    }
  };

  const sending = outcome.kind === 'sending';

  return (
    <form
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-busy={sending}
      aria-labelledby={`${id}-title`}
      data-testid="contact-form"
    >
      <h2 id={`${id}-title`} className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.intro}>All fields are required unless marked optional.</p>

      <FormField id={fieldId('name')} label="Your name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={register('name')}
            type="text"
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX}
            required
            value={draft.name}
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </FormField>

      <FormField
        id={fieldId('email')}
        label="E-mail"
        labelNote={signedIn ? '(optional)' : undefined}
        hint={
          signedIn
            ? 'Leave it empty to get our answer at the e-mail address of your account.'
            : 'We send our answer here.'
        }
        error={errors.email}
      >
        {(control) => (
          <input
            {...control}
            ref={register('email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required={!signedIn}
            value={draft.email}
            onChange={(event) => change('email', event.target.value)}
          />
        )}
      </FormField>

      <FormField id={fieldId('topic')} label="What is it about?" error={errors.topic}>
        {(control) => (
          <select
            {...control}
            ref={register('topic')}
            name="topic"
            required
            value={draft.topic}
            onChange={(event) => change('topic', event.target.value)}
          >
            <option value="">Choose a topic</option>
            {TICKET_TOPICS.map((topic) => (
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
        hint="As shown in your order e-mail, if your message is about an order."
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

      <FormField
        id={fieldId('message')}
        label="Your message"
        hint={
          <span data-testid="contact-message-count">
            {groupedWhole(draft.message.length)} of {groupedWhole(TICKET_MESSAGE_MAX)} characters
          </span>
        }
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            ref={register('message')}
            name="message"
            rows={7}
            maxLength={TICKET_MESSAGE_MAX}
            required
            value={draft.message}
            onChange={(event) => change('message', event.target.value)}
          />
        )}
      </FormField>

      {outcome.kind === 'failed' ? (
        <p role="alert" className={styles.failure} data-testid="contact-failure">
          {outcome.message}
        </p>
      ) : null}

      <div className={styles.actions}>
        {/* Sending needs the script; until it runs, the button cannot put the message in an address. */}
        <button type="submit" className="button" disabled={!hydrated} data-testid="contact-submit">
          {sending ? 'Sending…' : 'Send message'}
        </button>
      </div>

      {/* Always in the page, so screen readers announce the ticket number when it arrives. */}
      <p role="status" className={styles.success} data-testid="contact-success">
        {outcome.kind === 'sent'
          ? `Thanks — your ticket number is ${outcome.ticketNumber}. Please quote it if you write to us again.`
          : ''}
      </p>
    </form>
  );
}
