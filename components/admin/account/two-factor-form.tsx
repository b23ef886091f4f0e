'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { FormField } from '@/components/content/form-field';
import { operatorEnableTwoFactor, operatorTwoFactorSecret } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import styles from '../ui/console-form.module.css';
import { TwoFactorKey } from './two-factor-key';

const FIELDS = ['code'] as const;
const CODE_PROBLEM = 'Enter the 6-digit code from your authenticator app.';

/**
 * A member whose role does not require a second factor turns one on: a new key to add to an
 * authenticator app, then a code from the app. Every later sign-in asks for a code.
 */
export function TwoFactorForm() {
  const id = useId();
  const router = useRouter();
  const form = useAccountFormState(FIELDS, { code: '' });
  const [key, setKey] = useState<{ secret: string; qrSvg: string } | null>(null);

  const start = () =>
    void form.submit({}, async () => {
      const enrolment = await callConsole(operatorTwoFactorSecret, {});
      setKey({ secret: enrolment.secret, qrSvg: enrolment.qrSvg });
    });

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!key) return;
    const code = form.values.code.trim();
    void form.submit(/^\d{6}$/.test(code) ? {} : { code: CODE_PROBLEM }, async () => {
      await callConsole(operatorEnableTwoFactor, { secret: key.secret, code });
      router.refresh();
    });
  };

  if (!key) {
    return (
      <div className={styles.form}>
        <p>
          With a second factor, signing in also takes a code from an authenticator app on your phone, so a
          password alone does not open the console.
        </p>
        {form.message ? (
          <p className={styles.formError} role="alert">
            {form.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            onClick={start}
            disabled={form.sending}
            data-testid="two-factor-start"
          >
            Turn on a second factor
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={confirm} noValidate aria-busy={form.sending}>
      <ol className={styles.steps}>
        <li>Scan the QR code with your authenticator app, or type the key below into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <TwoFactorKey secret={key.secret} qrSvg={key.qrSvg} testId="two-factor-secret" />
      <FormField id={`${id}-code`} label="Code from the app" error={form.errors.code}>
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
            value={form.values.code}
            onChange={(event) => form.change('code', event.target.value.replace(/\D/g, ''))}
            data-testid="two-factor-code"
          />
        )}
      </FormField>
      {form.message ? (
        <p className={styles.formError} role="alert" data-testid="two-factor-error">
          {form.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="two-factor-submit">
          {form.sending ? 'Checking…' : 'Turn it on'}
        </button>
      </div>
    </form>
  );
}
