'use client';

import { useId, useState, type FormEvent } from 'react';
import { useAccountFormState, type FieldMessages } from '@/components/account/ui/account-form-state';
import { AccountPasswordInput } from '@/components/account/ui/account-password-input';
import { FormField } from '@/components/content/form-field';
import { operatorSignIn } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { keepOperatorToken } from '@/lib/api/operator-cookie';
import styles from '../ui/console-form.module.css';
import { TwoFactorKey } from '../account/two-factor-key';

const FIELDS = ['email', 'password', 'code'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { email: '', password: '', code: '' };

/** The second factor's step: a code from the app, or first its enrolment (owners). */
type Step = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol'; secret: string; qrSvg: string };

const CODE_PROBLEM = 'Enter the 6-digit code from your authenticator app.';

function problemsOf(values: Record<Field, string>, step: Step): FieldMessages<Field> {
  const problems: FieldMessages<Field> = {};
  if (!values.email.trim()) problems.email = 'Enter your e-mail address.';
  if (!values.password) problems.password = 'Enter your password.';
  if (step.kind !== 'password' && !/^\d{6}$/.test(values.code.trim())) problems.code = CODE_PROBLEM;
  return problems;
}

/**
 * The console's sign-in (docs/operating.md#first-owner): e-mail and password, then the 6-digit code
 * of the member's authenticator app; an owner without a second factor first adds one (QR code and
 * the secret as text), proving it with a code. Signed in, the token goes in the console's cookie.
 */
export function SignInForm({ returnTo, welcome = false }: { returnTo: string; welcome?: boolean }) {
  const id = useId();
  const form = useAccountFormState(FIELDS, EMPTY);
  const { values, errors } = form;
  const [step, setStep] = useState<Step>({ kind: 'password' });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(problemsOf(values, step), async () => {
      const answer = await callConsole(operatorSignIn, {
        email: values.email.trim(),
        password: values.password,
        ...(step.kind === 'password' ? {} : { code: values.code.trim() }),
        ...(step.kind === 'enrol' ? { enrolSecret: step.secret } : {}),
      });
      if (answer.state === 'signed-in') {
        keepOperatorToken(answer.token);
        // a whole page load: the console's pages read the new cookie on the server
        window.location.assign(returnTo);
        return;
      }
      form.change('code', '');
      setStep(
        answer.state === 'code'
          ? { kind: 'code' }
          : { kind: 'enrol', secret: answer.secret, qrSvg: answer.qrSvg },
      );
    });
  };

  const startAgain = () => {
    form.setValues(EMPTY);
    form.setMessage(null);
    setStep({ kind: 'password' });
  };

  return (
    <form
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-busy={form.sending}
      data-testid="console-sign-in"
    >
      {welcome && step.kind === 'password' ? (
        <p className={styles.done} role="status">
          Your password is set. Sign in with it now.
        </p>
      ) : null}
      {step.kind === 'password' ? (
        <>
          <FormField id={`${id}-email`} label="E-mail" error={errors.email}>
            {(control) => (
              <input
                {...control}
                ref={form.register('email')}
                type="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={254}
                value={values.email}
                onChange={(event) => form.change('email', event.target.value)}
                data-testid="sign-in-email"
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
                testId="sign-in-password"
              />
            )}
          </FormField>
        </>
      ) : (
        <SecondFactor step={step} />
      )}
      {step.kind !== 'password' ? (
        <FormField
          id={`${id}-code`}
          label="6-digit code"
          hint="The code your authenticator app shows now for Oculo console."
          error={errors.code}
        >
          {(control) => (
            <input
              {...control}
              ref={form.register('code')}
              className={styles.code}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={values.code}
              onChange={(event) => form.change('code', event.target.value.replace(/\D/g, ''))}
              data-testid="sign-in-code"
            />
          )}
        </FormField>
      ) : null}
      {form.message ? (
        <p className={styles.formError} role="alert" data-testid="sign-in-error">
          {form.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="sign-in-submit">
          {form.sending ? 'Checking…' : step.kind === 'password' ? 'Continue' : 'Sign in'}
        </button>
        {step.kind !== 'password' ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={startAgain}
            data-testid="sign-in-restart"
          >
            Use another account
          </button>
        ) : null}
      </div>
    </form>
  );
}

function SecondFactor({ step }: { step: Exclude<Step, { kind: 'password' }> }) {
  if (step.kind === 'code') {
    return (
      <p className={styles.notice} role="status" data-testid="sign-in-code-step">
        Open your authenticator app and enter the code it shows for Oculo console.
      </p>
    );
  }
  return (
    <div className={styles.form} data-testid="sign-in-enrol-step">
      <p className={styles.notice} role="status">
        Owners sign in with a second factor. Add this console to an authenticator app (Google Authenticator,
        1Password, Authy …) once, then enter the code it shows.
      </p>
      <ol className={styles.steps}>
        <li>Scan the QR code with the app, or type the key below into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <TwoFactorKey secret={step.secret} qrSvg={step.qrSvg} testId="sign-in-secret" />
    </div>
  );
}
