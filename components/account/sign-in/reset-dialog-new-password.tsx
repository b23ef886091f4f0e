'use client';

import { useEffect, useId, useRef, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { showTip, signIn } from '@/lib/client/store';
import { forgetPasswordAddress } from '@/lib/contract/account-addresses';
import {
  isVerificationCode,
  PASSWORD_HINT,
  passwordProblem,
  VALIDATION_MESSAGES,
} from '@/lib/shop/form-rules';
import { AccountPasswordInput } from '../ui/account-password-input';
import { useAccountFormState, type FieldMessages } from '../ui/account-form-state';
import styles from '../ui/account-form.module.css';

const FIELDS = ['code', 'password'] as const;
type Field = (typeof FIELDS)[number];

export const PASSWORD_RESET_TIP = 'Your new password is saved. You are signed in.';
export const PASSWORD_SET_TIP = 'Your password is set. You are signed in.';

interface Props {
  email: string;
  /** The set-password link's token; without it the shopper types the mailed code. */
  linkToken?: string;
  /** Signed in with the new password: the dialog closes. */
  onDone: () => void;
}

/**
 * Step 2 of a reset (the mailed code and a new password), or the whole set-password flow (the
 * link's token and a new password) → /api/user/forgetPassword, which signs the shopper in.
 */
export function ResetDialogNewPassword({ email, linkToken, onDone }: Props) {
  const id = useId();
  const form = useAccountFormState(FIELDS, { code: '', password: '' });
  const { values, errors } = form;
  const withCode = linkToken === undefined;
  const formRef = useRef<HTMLFormElement>(null);

  // This step replaces the one whose button had focus: move focus to its first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = values.code.trim();
    const problems: FieldMessages<Field> = {};
    if (withCode && !isVerificationCode(code)) problems.code = VALIDATION_MESSAGES.verificationCode;
    const password = passwordProblem(values.password);
    if (password) problems.password = password;
    void form.submit(problems, async () => {
      const input =
        linkToken === undefined
          ? { email, code, password: values.password }
          : { email, token: linkToken, password: values.password };
      const answer = await callApi(forgetPasswordAddress, input, { tip: false });
      void signIn(answer.token, answer.userInfo);
      onDone();
      showTip(withCode ? PASSWORD_RESET_TIP : PASSWORD_SET_TIP);
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={send} noValidate aria-busy={form.sending}>
      {withCode ? (
        <FormField
          id={`${id}-code`}
          label="Verification code"
          hint="4 letters or digits, from the e-mail we sent you."
          error={errors.code}
        >
          {(control) => (
            <input
              {...control}
              ref={form.register('code')}
              type="text"
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={4}
              value={values.code}
              onChange={(event) => form.change('code', event.target.value)}
              data-testid="reset-code"
              data-autofocus=""
            />
          )}
        </FormField>
      ) : null}
      <FormField id={`${id}-password`} label="New password" hint={PASSWORD_HINT} error={errors.password}>
        {(control) => (
          <AccountPasswordInput
            control={control}
            inputRef={form.register('password')}
            value={values.password}
            onChange={(value) => form.change('password', value)}
            autoComplete="new-password"
            testId="reset-password"
            autoFocus={!withCode}
          />
        )}
      </FormField>
      {form.message ? (
        <p className={styles.formError} role="alert" data-testid="reset-error">
          {form.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="reset-submit">
          {form.sending ? 'Saving…' : withCode ? 'Save new password' : 'Set password'}
        </button>
      </div>
    </form>
  );
}
