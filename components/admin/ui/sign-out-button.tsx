'use client';

import { useState } from 'react';
import { operatorSignOut } from '@/lib/api/admin-calls';
import { CONSOLE_SIGN_IN, callConsole } from '@/lib/api/admin-client';
import { forgetOperatorToken } from '@/lib/api/operator-cookie';
import styles from './console-frame.module.css';

/**
 * Ends this console session on the server, then forgets the cookie. Even when the call fails (the
 * shop unreachable) the browser forgets it: the operator asked to leave, and the session dies by
 * itself after 30 idle minutes.
 */
export function SignOutButton() {
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    await callConsole(operatorSignOut).catch(() => undefined);
    forgetOperatorToken();
    window.location.assign(CONSOLE_SIGN_IN);
  };
  return (
    <button
      type="button"
      className={styles.signOut}
      onClick={() => void signOut()}
      disabled={leaving}
      data-testid="console-sign-out"
    >
      {leaving ? 'Signing out…' : 'Sign out'}
    </button>
  );
}
