'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useAccountFormState, type FieldMessages } from '@/components/account/ui/account-form-state';
import { ConsoleDialog } from './console-dialog';
import formStyles from './console-form.module.css';

/** What an action dialog's fields get to render with. */
export interface ActionForm<F extends string> {
  id: string;
  values: Record<F, string>;
  errors: FieldMessages<F>;
  change: (field: F, value: string) => void;
  register: (
    field: F,
  ) => (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
}

interface Props<F extends string> {
  title: string;
  intro?: ReactNode;
  testId: string;
  fields: readonly F[];
  initial: Record<F, string>;
  /** What is wrong before anything is sent (an empty object when nothing). */
  check?: (values: Record<F, string>) => FieldMessages<F>;
  /** Makes the call; answers the sentence the page shows once it is done. */
  send: (values: Record<F, string>) => Promise<string>;
  submitLabel: string;
  busyLabel: string;
  /** A destructive or money-moving action's button is marked so. */
  danger?: boolean;
  /**
   * For an action that cannot be undone (a refund): the question asked once the fields are right,
   * before anything is sent, with the button that then sends.
   */
  confirm?: (values: Record<F, string>) => { question: string; button: string };
  onClose: () => void;
  onDone: (message: string) => void;
  children: (form: ActionForm<F>) => ReactNode;
}

/**
 * An operator action in a dialog (ship, refund, answer …): its fields, the shop's refusal in words
 * under them or above the buttons, and Cancel. The call runs once at a time.
 */
export function ActionDialog<F extends string>({
  title,
  intro,
  testId,
  fields,
  initial,
  check,
  send,
  submitLabel,
  busyLabel,
  danger = false,
  confirm,
  onClose,
  onDone,
  children,
}: Props<F>) {
  const id = useId();
  const form = useAccountFormState(fields, initial);
  const [confirming, setConfirming] = useState<{ question: string; button: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(check?.(form.values) ?? {}, async () => {
      if (confirm && !confirming) {
        setConfirming(confirm(form.values));
        return;
      }
      onDone(await send(form.values));
    });
  };

  // a changed field asks the question again, about the new values
  const change = (field: F, value: string) => {
    setConfirming(null);
    form.change(field, value);
  };

  return (
    <ConsoleDialog title={title} intro={intro} onClose={onClose} testId={testId}>
      <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={form.sending}>
        {children({ id, values: form.values, errors: form.errors, change, register: form.register })}
        {confirming ? (
          <p className={formStyles.notice} role="alert" data-testid={`${testId}-confirm`}>
            {confirming.question}
          </p>
        ) : null}
        {form.message ? (
          <p className={formStyles.formError} role="alert" data-testid={`${testId}-error`}>
            {form.message}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button
            type="submit"
            className={danger ? `button ${formStyles.danger}` : 'button'}
            disabled={form.sending}
            data-testid={`${testId}-submit`}
          >
            {form.sending ? busyLabel : (confirming?.button ?? submitLabel)}
          </button>
          {confirming ? (
            <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
              Change
            </button>
          ) : null}
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ConsoleDialog>
  );
}
