'use client';

import { useId, useState, type FormEvent } from 'react';
import type { AlertChoices } from '@/lib/contract/calls/admin/alerts';
import type { StaffAlertKind } from '@/lib/shop/staff-alerts';
import { alertChoose } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ApiError } from '@/lib/api/api-error';
import styles from '../ui/console-form.module.css';

/**
 * The e-mails the member asks for (docs/operating.md#alerts): only the events their role may see,
 * none ticked until they tick them. Saved all at once.
 */
export function AlertChoicesForm({ initial }: { initial: AlertChoices['choices'] }) {
  const id = useId();
  const [choices, setChoices] = useState(initial);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const toggle = (kind: StaffAlertKind, chosen: boolean) => {
    setDone(false);
    setChoices((current) => current.map((choice) => (choice.kind === kind ? { ...choice, chosen } : choice)));
  };

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setMessage(null);
    setDone(false);
    const kinds = choices.filter((choice) => choice.chosen).map((choice) => choice.kind);
    callConsole(alertChoose, { kinds })
      .then((saved) => {
        setChoices(saved.choices);
        setDone(true);
      })
      .catch((error: unknown) =>
        setMessage(error instanceof ApiError ? error.message : 'Not saved. Please try again.'),
      )
      .finally(() => setSending(false));
  };

  return (
    <form
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-busy={sending}
      data-testid="alert-choices-form"
    >
      <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
        <legend>E-mail me when there is</legend>
        {choices.map((choice) => (
          <label key={choice.kind} className={styles.choice}>
            <input
              type="checkbox"
              checked={choice.chosen}
              onChange={(event) => toggle(choice.kind, event.target.checked)}
              data-testid={`alert-choice-${choice.kind}`}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-hint`} className={styles.notice}>
        Mailed to your sign-in address. The bell at the top lists the same events whether or not you tick
        them.
      </p>
      {message ? (
        <p className={styles.formError} role="alert">
          {message}
        </p>
      ) : null}
      {done ? (
        <p className={styles.done} role="status" data-testid="alert-choices-done">
          Saved.
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending} data-testid="alert-choices-submit">
          {sending ? 'Saving…' : 'Save e-mail choices'}
        </button>
      </div>
    </form>
  );
}
