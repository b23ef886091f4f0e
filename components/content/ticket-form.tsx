'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { callApi } from '@/lib/api';
import { contactSaveAddress } from '@/lib/contract/account-addresses';
import { TICKET_MESSAGE_MAX, TICKET_TOPICS } from '@/lib/contract/ticket-rules';
import { groupedWhole } from '@/lib/shop/plain-format';
import {
  contactInput,
  EMPTY_CONTACT_DRAFT,
  firstInvalidField,
  type ContactDraft,
  type ContactField,
  type ContactFieldErrors,
} from './contact-draft';
import type { ContactFailure } from './contact-failure';
import { FormField } from './form-field';
import { TICKET_TOPIC_LABELS } from './ticket-topics';
import { useHydrated } from './use-hydrated';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; ticketNumber: string }
  | { kind: 'failed'; message: string };

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NAME_MAX = 80;

export interface TicketFormProps {
  /**
   * The e-mail field: required of a guest, optional for a signed-in shopper (answered at the
   * account's address when empty), or not asked at all on the account's tickets page.
   */
  email: 'required' | 'optional' | 'none';
  initialName: string;
  /** What the shopper can fix before anything is sent (an empty object when nothing). */
  check: (draft: ContactDraft) => ContactFieldErrors;
  /** How a failed send is shown: messages next to the form's fields, or one message. */
  failureOf: (error: unknown) => ContactFailure;
  heading: string;
  intro: ReactNode;
  orderNumberHint: string;
  messageRows: number;
  /** Counts the message's characters under it, in a hint with this test id. */
  countTestId?: string;
  /** Marks the fields a guest must fill as required. */
  markRequired?: boolean;
  /**
   * Keeps the button disabled until the script runs (a page form: without the script it would put
   * the message in an address); otherwise it is disabled while sending.
   */
  waitForScript?: boolean;
  submitLabel: string;
  testIds: { form: string; submit: string; topic?: string; message?: string; failure?: string };
  /** The classes of the form's parts (CSS module classes, so possibly undefined in types). */
  classes: Record<'form' | 'title' | 'intro' | 'failure' | 'actions', string | undefined>;
  /**
   * For a form that stays on the page once sent: it empties itself and says this in a status line
   * (always in the page, so screen readers announce it), with this test id and class.
   */
  sent?: { note: (ticketNumber: string) => string; testId: string; className: string | undefined };
  onSent?: (ticketNumber: string) => void;
  /** Buttons beside the send button (Cancel). */
  actions?: ReactNode;
}

/**
 * A support ticket's form (→ /api/contact/save): name, the e-mail when asked, topic, order number
 * and message; the contact page's form and the account's "New ticket". On a failure the text stays
 * in the form; the fields with a message are marked and the first of them gets focus.
 */
export function TicketForm(props: TicketFormProps) {
  const { email, classes, testIds } = props;
  const id = useId();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ContactDraft>(() => ({
    ...EMPTY_CONTACT_DRAFT,
    name: props.initialName,
  }));
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
    const problems = props.check(draft);
    if (firstInvalidField(problems)) {
      setOutcome({ kind: 'idle' });
      showFieldErrors(problems);
      return;
    }
    setErrors({});
    setOutcome({ kind: 'sending' });
    const { email: typedEmail, ...ticket } = contactInput(draft);
    try {
      // tip: false, because this form shows every refusal itself; a snackbar would say it twice
      const { ticketNumber } = await callApi(
        contactSaveAddress,
        email === 'none' ? ticket : { ...ticket, email: typedEmail },
        { tip: false },
      );
      if (props.sent) setDraft(EMPTY_CONTACT_DRAFT);
      setOutcome({ kind: 'sent', ticketNumber });
      props.onSent?.(ticketNumber);
    } catch (error) {
      const failure = props.failureOf(error);
      if ('fields' in failure) {
        setOutcome({ kind: 'idle' });
        showFieldErrors(failure.fields);
      } else {
        setOutcome({ kind: 'failed', message: failure.message });
      }
    }
  };

  const sending = outcome.kind === 'sending';
  const required = props.markRequired === true;

  return (
    <form
      className={classes.form}
      onSubmit={send}
      noValidate
      aria-busy={sending}
      aria-labelledby={`${id}-title`}
      data-testid={testIds.form}
    >
      <h2 id={`${id}-title`} className={classes.title}>
        {props.heading}
      </h2>
      <p className={classes.intro}>{props.intro}</p>

      <FormField id={fieldId('name')} label="Your name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={register('name')}
            type="text"
            name="name"
            autoComplete="name"
            maxLength={NAME_MAX}
            required={required || undefined}
            value={draft.name}
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </FormField>

      {email === 'none' ? null : (
        <FormField
          id={fieldId('email')}
          label="E-mail"
          labelNote={email === 'optional' ? '(optional)' : undefined}
          hint={
            email === 'optional'
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
              required={required ? email === 'required' : undefined}
              value={draft.email}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </FormField>
      )}

      <FormField id={fieldId('topic')} label="What is it about?" error={errors.topic}>
        {(control) => (
          <select
            {...control}
            ref={register('topic')}
            name="topic"
            required={required || undefined}
            value={draft.topic}
            onChange={(event) => change('topic', event.target.value)}
            data-testid={testIds.topic}
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
        hint={props.orderNumberHint}
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
          props.countTestId ? (
            <span data-testid={props.countTestId}>
              {groupedWhole(draft.message.length)} of {groupedWhole(TICKET_MESSAGE_MAX)} characters
            </span>
          ) : undefined
        }
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            ref={register('message')}
            name="message"
            rows={props.messageRows}
            maxLength={TICKET_MESSAGE_MAX}
            required={required || undefined}
            value={draft.message}
            onChange={(event) => change('message', event.target.value)}
            data-testid={testIds.message}
          />
        )}
      </FormField>

      {outcome.kind === 'failed' ? (
        <p role="alert" className={classes.failure} data-testid={testIds.failure}>
          {outcome.message}
        </p>
      ) : null}

      <div className={classes.actions}>
        <button
          type="submit"
          className="button"
          disabled={props.waitForScript ? !hydrated : sending}
          data-testid={testIds.submit}
        >
          {sending ? 'Sending…' : props.submitLabel}
        </button>
        {props.actions}
      </div>

      {props.sent ? (
        <p role="status" className={props.sent.className} data-testid={props.sent.testId}>
          {outcome.kind === 'sent' ? props.sent.note(outcome.ticketNumber) : ''}
        </p>
      ) : null}
    </form>
  );
}
