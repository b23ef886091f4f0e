'use client';

import { openDialog } from '@/lib/client/store';
import styles from './checkout.module.css';

/** Orders belong to an account: a signed-out visitor signs in to see or pay one. */
export function SignInPrompt({ text }: { text: string }) {
  return (
    <section className={styles.message} data-testid="checkout-sign-in">
      <p>{text}</p>
      <p>
        <button type="button" className="button" onClick={() => openDialog('login')}>
          Sign in
        </button>
      </p>
    </section>
  );
}
