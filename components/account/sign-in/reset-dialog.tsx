'use client';

import { useState } from 'react';
import { useShopName } from '@/components/app/shop-name';
import { openDialog } from '@/lib/client/store';
import type { SetPasswordLink } from '@/lib/client/set-password-link';
import { AccountDialog } from '../ui/account-dialog';
import { ResetDialogNewPassword } from './reset-dialog-new-password';
import { ResetDialogRequest } from './reset-dialog-request';
import styles from '../ui/account-form.module.css';

export const CODE_SENT_NOTICE =
  'If an account exists for that e-mail, we sent a 4-character code. It works for 10 minutes.';

interface Props {
  /** The e-mail typed in the login dialog, if any. */
  initialEmail: string;
  /** Set-password mode: the fast-register mail's link (token instead of a code). */
  link: SetPasswordLink | null;
  onClose: () => void;
}

/**
 * The reset dialog (dialog flag `reset`, docs/product.md#client-state). Forgotten password: the
 * e-mail, then the mailed code and a new password. Set-password mode (the link of an account made
 * from an e-mail alone): a password for that e-mail at once.
 */
export function ResetDialog({ initialEmail, link, onClose }: Props) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const shopName = useShopName();

  const backToSignIn = () => {
    onClose();
    openDialog('login', 'login');
  };

  if (link) {
    return (
      <AccountDialog
        title="Choose your password"
        intro={`Set a password to sign in to your ${shopName} account from any device.`}
        onClose={onClose}
        testId="reset-dialog"
      >
        <p className={styles.readonly}>{link.email}</p>
        <ResetDialogNewPassword email={link.email} linkToken={link.token} onDone={onClose} />
      </AccountDialog>
    );
  }

  return (
    <AccountDialog
      title="Reset your password"
      intro={sentTo ? undefined : 'Enter your e-mail and we will send you a code to choose a new password.'}
      onClose={onClose}
      testId="reset-dialog"
    >
      {sentTo === null ? (
        <ResetDialogRequest initialEmail={initialEmail} onSent={setSentTo} />
      ) : (
        <>
          <p className={styles.notice} role="status" data-testid="reset-sent">
            {CODE_SENT_NOTICE}
          </p>
          <ResetDialogNewPassword key={sentTo} email={sentTo} onDone={onClose} />
          <button type="button" className={styles.linkButton} onClick={() => setSentTo(null)}>
            Send a new code
          </button>
        </>
      )}
      <button type="button" className={styles.linkButton} onClick={backToSignIn} data-testid="reset-back">
        Back to sign in
      </button>
    </AccountDialog>
  );
}
