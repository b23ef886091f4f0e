'use client';

import { useId, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { closeDialog, showTip, signIn } from '@/lib/client/store';
import { loginAddress } from '@/lib/contract/account-addresses';
import { isEmail, VALIDATION_MESSAGES } from '@/lib/shop/form-rules';
import { AccountPasswordInput } from '../ui/account-password-input';
import { useAccountFormState, type FieldMessages } from '../ui/account-form-state';
import styles from '../ui/account-form.module.css';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

function problemsOf(values: Record<Field, string>): FieldMessages<Field> {
  const problems: FieldMessages<Field> = {};
  if (!isEmail(values.email.trim())) problems.email = VALIDATION_MESSAGES.email;
  if (values.password === '') problems.password = 'Enter your password.';
  return problems;
}

/** "Welcome back, Ada." — or without a name when the account has none yet. */
export function welcomeBackTip(firstName: string): string {
  const name = firstName.trim();
  return name ? `Welcome back, ${name}.` : 'Welcome back.';
}

interface Props {
  /** "Forgot password?": the dialog closes and the reset dialog opens with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
}

/** The "Sign in" tab of the login dialog: e-mail and password → /api/user/login. */
export function LoginDialogSignIn({ onForgotPassword }: Props) {
  const id = useId();
  const form = useAccountFormState(FIELDS, { email: '', password: '' });
  const { values, errors } = form;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(problemsOf(values), async () => {
      const answer = await callApi(
        loginAddress,
        { email: values.email.trim(), password: values.password },
        { tip: false },
      );
      void signIn(answer.token, answer.userInfo);
      closeDialog('login');
      showTip(welcomeBackTip(answer.userInfo.firstName));
    });
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate aria-busy={form.sending}>
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
            data-testid="login-email"
            data-autofocus=""
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={errors.password}>
        {(control) => (
          <AccountPasswordInput
            control={control}
            inputRef={form.register('password')}
            value={values.password}
            onChange={(value) => form.change('password', value)}
            autoComplete="current-password"
            testId="login-password"
          />
        )}
      </FormField>
      {form.message ? (
        <p className={styles.formError} role="alert" data-testid="login-error">
          {form.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="login-submit">
          {form.sending ? 'Signing in…' : 'Sign in'}
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onForgotPassword(values.email.trim())}
          data-testid="forgot-password"
        >
          Forgot password?
        </button>
      </div>
    </form>
  );
}
