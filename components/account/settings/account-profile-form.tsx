'use client';

import { AccountLoading } from '../ui/account-loading';
import { AccountProfileFields } from './account-profile-fields';
import { useAccountUserInfo } from '../ui/account-user-info';
import styles from '../ui/account-page.module.css';

/** settings/Info: the profile page, once the shopper's details are in. */
export function AccountProfileForm() {
  const account = useAccountUserInfo();
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>Profile</h1>
        <p className={styles.lead}>Your name and contact details. Every field is optional.</p>
      </header>
      {account.state === 'ready' ? (
        <AccountProfileFields userInfo={account.userInfo} />
      ) : (
        <AccountLoading failed={account.state === 'failed'} />
      )}
    </div>
  );
}
