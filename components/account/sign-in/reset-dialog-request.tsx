'use client';

import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useShopName } from '@/components/app/shop-name';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { forgetPasswordEmailAddress } from '@/lib/contract/account-addresses';
import { isEmail, VALIDATION_MESSAGES } from '@/lib/shop/form-rules';
import { useAccountFormState, type FieldMessages } from '../ui/account-form-state';
import styles from '../ui/account-form.module.css';

const FIELDS = ['email'] as const;

interface Props {
  initialEmail: string;
  /** The code is on its way (or, for an unknown e-mail, nothing is; the answer is the same). */
  onSent: (email: string) => void;
}

/** Step 1 of a reset: the e-mail → /api/user/forgetPasswordEmail. */
export function ResetDialogRequest({ initialEmail, onSent }: Props) {
  const id = useId();
  const form = useAccountFormState(FIELDS, { email: initialEmail });
  const { values, errors } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const shopName = useShopName();

  // "Send a new code" brings this step back in place of the next one: focus its field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = values.email.trim();
    const problems: FieldMessages<'email'> = isEmail(email) ? {} : { email: VALIDATION_MESSAGES.email };
    void form.submit(problems, async () => {
      await callApi(forgetPasswordEmailAddress, { email }, { tip: false });
      onSent(email);
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={send} noValidate aria-busy={form.sending}>
      <FormField
        id={`${id}-email`}
        label="E-mail"
        hint={`The e-mail address of your ${shopName} account.`}
        error={errors.email}
      >
        {(control) => (
          <input
            {...control}
            ref={form.register('email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={values.email}
            onChange={(event) => form.change('email', event.target.value)}
            data-testid="reset-email"
            data-autofocus=""
          />
        )}
      </FormField>
      {form.message ? (
        <p className={styles.formError} role="alert" data-testid="reset-error">
          {form.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="reset-send">
          {form.sending ? 'Sending…' : 'Send code'}
        </button>
      </div>
    </form>
  );
}
