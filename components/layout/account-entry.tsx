'use client';

import Link from 'next/link';
import { openDialog, selectSignedIn, useShopState } from '@/lib/client/store';
import { UserIcon } from './icons';
import styles from './header-actions.module.css';

/** The account entry: the account area when signed in, otherwise it opens the sign-in dialog. */
export function AccountEntry() {
  const signedIn = useShopState(selectSignedIn);

  if (signedIn) {
    return (
      <Link
        href="/centerMain/account"
        className={styles.action}
        aria-label="My account"
        data-testid="account-entry"
      >
        <UserIcon />
        <span className={styles.actionText}>Account</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.action}
      onClick={() => openDialog('login', 'login')}
      aria-haspopup="dialog"
      aria-label="Sign in"
      data-testid="account-entry"
    >
      <UserIcon />
      <span className={styles.actionText}>Sign in</span>
    </button>
  );
}
