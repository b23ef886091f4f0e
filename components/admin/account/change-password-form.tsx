'use client';

import { useId, useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { AccountPasswordInput } from '@/components/account/ui/account-password-input';
import { FormField } from '@/components/content/form-field';
import { operatorChangePassword } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { NewPasswordFields, newPasswordProblems } from './new-password-fields';
import styles from '../ui/console-form.module.css';

const FIELDS = ['currentPassword', 'password', 'repeat'] as const;
const EMPTY = { currentPassword: '', password: '', repeat: '' };

/** The signed-in operator changes their password; this browser stays signed in, others sign out. */
export function ChangePasswordForm({ email, minLength }: { email: string; minLength: number }) {
  const id = useId();
  const form = useAccountFormState(FIELDS, EMPTY);
  const [done, setDone] = useState(false);
  const { values, errors } = form;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    const problems = {
      ...(values.currentPassword ? {} : { currentPassword: 'Enter your current password.' }),
      ...newPasswordProblems(values.password, values.repeat, minLength),
    };
    void form.submit(problems, async () => {
      await callConsole(operatorChangePassword, {
        currentPassword: values.currentPassword,
        newPassword: values.password,
      });
      form.setValues(EMPTY);
      setDone(true);
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-busy={form.sending}
      data-testid="change-password-form"
    >
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <FormField id={`${id}-current`} label="Current password" error={errors.currentPassword}>
        {(control) => (
          <AccountPasswordInput
            control={control}
            inputRef={form.register('currentPassword')}
            value={values.currentPassword}
            onChange={(value) => form.change('currentPassword', value)}
            autoComplete="current-password"
            testId="current-password"
          />
        )}
      </FormField>
      <NewPasswordFields
        id={id}
        minLength={minLength}
        values={values}
        errors={errors}
        onChange={form.change}
        register={form.register}
      />
      {form.message ? (
        <p className={styles.formError} role="alert" data-testid="change-password-error">
          {form.message}
        </p>
      ) : null}
      {done ? (
        <p className={styles.done} role="status" data-testid="change-password-done">
          Your password is changed. Every other browser signed in as you is signed out.
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="change-password-submit">
          {form.sending ? 'Saving…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
