'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { registerAddress } from '@/lib/contract/account-addresses';
import { isEmail, PASSWORD_HINT, passwordProblem, VALIDATION_MESSAGES } from '@/lib/shop/form-rules';
import { AccountPasswordInput } from '../ui/account-password-input';
import { useAccountFormState, type FieldMessages } from '../ui/account-form-state';
import { personNameProblem, PERSON_NAME_MAX } from '../ui/account-person-name';
import styles from '../ui/account-form.module.css';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** After registering: the same words whether or not the e-mail had an account (docs/security.md#account-enumeration). */
export function confirmLinkSentNotice(email: string): string {
  return `We sent a link to ${email} to finish creating your account. Open it to sign in.`;
}

function problemsOf(values: Record<Field, string>): FieldMessages<Field> {
  const problems: FieldMessages<Field> = {};
  const firstName = personNameProblem(values.firstName, 'first name');
  if (firstName) problems.firstName = firstName;
  const lastName = personNameProblem(values.lastName, 'last name');
  if (lastName) problems.lastName = lastName;
  if (!isEmail(values.email.trim())) problems.email = VALIDATION_MESSAGES.email;
  const password = passwordProblem(values.password);
  if (password) problems.password = password;
  return problems;
}

/** Replaces the form once sent; focus moves to it, as the form that had focus is gone. */
function SentNotice({ email }: { email: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className={styles.notice} role="status" tabIndex={-1} data-testid="register-sent">
      {confirmLinkSentNotice(email)}
    </p>
  );
}

/**
 * The "Register" tab of the login dialog: names, e-mail, password, newsletter → /api/user/register.
 * It does not sign in: the mailed link confirms the e-mail and signs in (account-dialogs.tsx).
 */
export function LoginDialogRegister() {
  const id = useId();
  const form = useAccountFormState(FIELDS, { firstName: '', lastName: '', email: '', password: '' });
  const [newsletter, setNewsletter] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, errors } = form;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(problemsOf(values), async () => {
      const email = values.email.trim();
      await callApi(
        registerAddress,
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email,
          password: values.password,
          newsletter,
        },
        { tip: false },
      );
      setSentTo(email);
    });
  };

  if (sentTo !== null) return <SentNotice email={sentTo} />;

  const nameField = (
    field: 'firstName' | 'lastName',
    label: string,
    autoComplete: string,
    testId: string,
    first = false,
  ) => (
    <FormField id={`${id}-${field}`} label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          ref={form.register(field)}
          type="text"
          name={field}
          autoComplete={autoComplete}
          maxLength={PERSON_NAME_MAX}
          value={values[field]}
          onChange={(event) => form.change(field, event.target.value)}
          data-testid={testId}
          data-autofocus={first ? '' : undefined}
        />
      )}
    </FormField>
  );

  return (
    <form className={styles.form} onSubmit={send} noValidate aria-busy={form.sending}>
      <div className={styles.row}>
        {nameField('firstName', 'First name', 'given-name', 'register-first-name', true)}
        {nameField('lastName', 'Last name', 'family-name', 'register-last-name')}
      </div>
      <FormField id={`${id}-email`} label="E-mail" error={errors.email}>
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
            data-testid="register-email"
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" hint={PASSWORD_HINT} error={errors.password}>
        {(control) => (
          <AccountPasswordInput
            control={control}
            inputRef={form.register('password')}
            value={values.password}
            onChange={(value) => form.change('password', value)}
            autoComplete="new-password"
            testId="register-password"
          />
        )}
      </FormField>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="newsletter"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
          data-testid="register-newsletter"
        />
        <span>Send me new arrivals, offers and eye-care tips by e-mail. You can stop them at any time.</span>
      </label>
      {form.message ? (
        <p className={styles.formError} role="alert" data-testid="login-error">
          {form.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="register-submit">
          {form.sending ? 'Creating your account…' : 'Create account'}
        </button>
      </div>
    </form>
  );
}
