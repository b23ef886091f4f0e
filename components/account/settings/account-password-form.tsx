'use client';

import { AccountLoading } from '../ui/account-loading';
import { AccountPasswordFields } from './account-password-fields';
import { useAccountUserInfo } from '../ui/account-user-info';
import styles from '../ui/account-page.module.css';

/** settings/password: change the password, or choose one for an account made from an e-mail alone. */
export function AccountPasswordForm() {
  const account = useAccountUserInfo();
  const choosing = account.state === 'ready' && !account.userInfo.hasPassword;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{choosing ? 'Choose a password' : 'Password'}</h1>
        <p className={styles.lead}>
          {choosing
            ? 'Your account was made with your e-mail alone. Choose a password to sign in from any device.'
            : 'Changing your password signs you out on every other device.'}
        </p>
      </header>
      {account.state === 'ready' ? (
        <AccountPasswordFields userInfo={account.userInfo} />
      ) : (
        <AccountLoading failed={account.state === 'failed'} />
      )}
    </div>
  );
}
