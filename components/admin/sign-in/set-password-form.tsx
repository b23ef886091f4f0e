'use client';

import { useRouter } from 'next/navigation';
import { useId, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { operatorSetPassword } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { NewPasswordFields, newPasswordProblems } from '../account/new-password-fields';
import styles from '../ui/console-form.module.css';

const FIELDS = ['password', 'repeat'] as const;

/**
 * A member chooses their password with the one-time link an owner (or `npm run operator`) gave
 * them; then they sign in, where an owner adds the second factor.
 */
export function SetPasswordForm({
  token,
  email,
  minLength,
}: {
  token: string;
  email: string;
  minLength: number;
}) {
  const id = useId();
  const router = useRouter();
  const form = useAccountFormState(FIELDS, { password: '', repeat: '' });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password, repeat } = form.values;
    void form.submit(newPasswordProblems(password, repeat, minLength), async () => {
      await callConsole(operatorSetPassword, { token, password });
      router.push('/admin/sign-in?welcome=1');
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-busy={form.sending}
      data-testid="set-password-form"
    >
      {/* the e-mail lets password managers file the new password under the right account */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        id={id}
        minLength={minLength}
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        register={form.register}
      />
      {form.message ? (
        <p className={styles.formError} role="alert" data-testid="set-password-error">
          {form.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="set-password-submit">
          {form.sending ? 'Saving…' : 'Set password'}
        </button>
      </div>
    </form>
  );
}
