'use client';

import type { Ref } from 'react';
import { openDialog } from '@/lib/client/store';
import { GuestEmailField } from './guest-email-field';
import styles from '../checkout.module.css';

interface Props {
  email: string;
  onEmail: (email: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A guest's e-mail, asked first: the receipts go there and an account is made for it; a shopper who
 * has an account signs in instead.
 */
export function GuestContact({ email, onEmail, error, inputRef }: Props) {
  return (
    <div className={styles.contact} data-testid="checkout-contact">
      <GuestEmailField value={email} onChange={onEmail} error={error} inputRef={inputRef} />
      <p className={styles.muted}>
        Have an account?{' '}
        <button type="button" className={styles.linkButton} onClick={() => openDialog('login')}>
          Sign in
        </button>
      </p>
    </div>
  );
}
