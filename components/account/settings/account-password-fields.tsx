'use client';

import { useId, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { setUserInfo, showTip, type UserInfo } from '@/lib/client/store';
import { setPasswordAddress } from '@/lib/contract/account-addresses';
import { PASSWORD_HINT, passwordProblem } from '@/lib/shop/form-rules';
import { useAccountFormState, type FieldMessages } from '../ui/account-form-state';
import { AccountPasswordInput } from '../ui/account-password-input';
import formStyles from '../ui/account-form.module.css';
import styles from '../ui/account-page.module.css';

const FIELDS = ['oldPassword', 'password', 'repeat'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { oldPassword: '', password: '', repeat: '' };

export const PASSWORD_CHANGED_TIP = 'Your password is changed. Other devices are signed out.';
export const PASSWORDS_DIFFER = 'The two passwords do not match.';

function problemsOf(values: Record<Field, string>, hasPassword: boolean): FieldMessages<Field> {
  const problems: FieldMessages<Field> = {};
  if (hasPassword && values.oldPassword === '') problems.oldPassword = 'Enter your current password.';
  const password = passwordProblem(values.password);
  if (password) problems.password = password;
  else if (values.repeat !== values.password) problems.repeat = PASSWORDS_DIFFER;
  return problems;
}

/**
 * The password form (→ /api/user/setPassword). The current password is asked only when the account
 * has one; this browser stays signed in, every other session ends.
 */
export function AccountPasswordFields({ userInfo }: { userInfo: UserInfo }) {
  const id = useId();
  const form = useAccountFormState(FIELDS, EMPTY);
  const { values, errors } = form;
  const { hasPassword } = userInfo;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(problemsOf(values, hasPassword), async () => {
      const input = hasPassword
        ? { oldPassword: values.oldPassword, password: values.password }
        : { password: values.password };
      await callApi(setPasswordAddress, input, { tip: false });
      form.setValues(EMPTY);
      if (!hasPassword) setUserInfo({ ...userInfo, hasPassword: true });
      showTip(PASSWORD_CHANGED_TIP);
    });
  };

  const passwordField = (
    field: Field,
    label: string,
    autoComplete: 'current-password' | 'new-password',
    testId: string,
    hint?: string,
  ) => (
    <FormField id={`${id}-${field}`} label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <AccountPasswordInput
          control={control}
          inputRef={form.register(field)}
          value={values[field]}
          onChange={(value) => form.change(field, value)}
          autoComplete={autoComplete}
          testId={testId}
        />
      )}
    </FormField>
  );

  return (
    <form className={`${styles.card} ${formStyles.form}`} onSubmit={save} noValidate aria-busy={form.sending}>
      {/* the e-mail lets password managers file the new password under the right account */}
      <input type="email" name="email" autoComplete="username" value={userInfo.email} readOnly hidden />
      {hasPassword
        ? passwordField('oldPassword', 'Current password', 'current-password', 'password-old')
        : null}
      {passwordField('password', 'New password', 'new-password', 'password-new', PASSWORD_HINT)}
      {passwordField('repeat', 'Repeat the new password', 'new-password', 'password-repeat')}
      {form.message ? (
        <p className={formStyles.formError} role="alert" data-testid="password-error">
          {form.message}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="password-save">
          {form.sending ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
        </button>
      </div>
    </form>
  );
}
