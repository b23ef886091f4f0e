'use client';

import Link from 'next/link';
import { useId, useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { AccountPasswordInput } from '@/components/account/ui/account-password-input';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { setUserInfo, useShopState, type ShopState, type UserInfo } from '@/lib/client/store';
import { setPasswordAddress } from '@/lib/contract/account-addresses';
import { accountHref } from '@/lib/shop/account-menu';
import { PASSWORD_HINT, passwordProblem } from '@/lib/shop/form-rules';
import styles from '../checkout.module.css';

const FIELDS = ['password'] as const;
const selectUserInfo = (state: ShopState) => state.userInfo;

function PasswordForm({ userInfo, onDone }: { userInfo: UserInfo; onDone: () => void }) {
  const id = useId();
  const form = useAccountFormState(FIELDS, { password: '' });

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = passwordProblem(form.values.password);
    void form.submit(problem ? { password: problem } : {}, async () => {
      // an account made at checkout has no password yet, so none is asked for (/api/user/setPassword)
      await callApi(setPasswordAddress, { password: form.values.password }, { tip: false });
      setUserInfo({ ...userInfo, hasPassword: true });
      onDone();
    });
  };

  return (
    <form className={styles.stepForm} onSubmit={save} noValidate aria-busy={form.sending}>
      {/* the e-mail lets password managers file the new password under the right account */}
      <input type="email" name="email" autoComplete="username" value={userInfo.email} readOnly hidden />
      <FormField
        id={`${id}-password`}
        label="Choose a password"
        hint={PASSWORD_HINT}
        error={form.errors.password}
      >
        {(control) => (
          <AccountPasswordInput
            control={control}
            inputRef={form.register('password')}
            value={form.values.password}
            onChange={(value) => form.change('password', value)}
            autoComplete="new-password"
            testId="create-account-password"
          />
        )}
      </FormField>
      {form.message ? (
        <p className={styles.fieldError} role="alert">
          {form.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={form.sending} data-testid="create-account-submit">
          {form.sending ? 'Saving…' : 'Create my account'}
        </button>
      </div>
    </form>
  );
}

/**
 * A guest's order made an account for their e-mail without a password (/api/user/fastRegister):
 * choosing one here makes it an account they can sign in to later.
 */
export function CreateAccountForm() {
  const userInfo = useShopState(selectUserInfo);
  const [ready, setReady] = useState(false);
  if (ready) {
    return (
      <section className={styles.step} data-testid="account-ready">
        <h2 className={styles.stepTitle}>Your account is ready</h2>
        {/* already signed in here: nothing to do now but follow the order */}
        <p>
          Your password is saved. We e-mailed {userInfo?.email ?? 'you'} a link to confirm the address: once
          it is opened, your e-mail and this password bring you back to{' '}
          <Link href={accountHref('order/order')}>your orders</Link>.
        </p>
      </section>
    );
  }
  if (userInfo?.hasPassword !== false) return null;
  return (
    <section className={styles.step} aria-labelledby="create-account-title" data-testid="create-account">
      <h2 id="create-account-title" className={styles.stepTitle}>
        Create your account
      </h2>
      <p>
        We made an account for {userInfo.email}, and you are signed in to it. Choose a password to come back
        to your orders and saved prescriptions later.
      </p>
      <PasswordForm userInfo={userInfo} onDone={() => setReady(true)} />
    </section>
  );
}
